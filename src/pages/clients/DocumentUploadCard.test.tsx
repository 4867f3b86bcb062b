import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadPolicy } from '../../../engine/generated/config-types';
import { registerStrings } from '../../i18n/load-namespaces';
import { clientsStrings } from '../../i18n/locales/clients';
import { renderWithApp } from '../../testing/render-with-app';
import { DocumentUploadCard } from './DocumentUploadCard';

const uploads = vi.hoisted(() => ({ calls: [] as { clientId: string; fileName: string; type: string }[] }));
vi.mock('./use-client-documents', () => ({
  uploadClientDocument: async (clientId: string, file: File, type: string) => {
    uploads.calls.push({ clientId, fileName: file.name, type });
    return { success: true, data: { id: 'd1' } };
  },
}));

beforeAll(() => registerStrings('clients', clientsStrings));
beforeEach(() => {
  uploads.calls = [];
});

const POLICY: UploadPolicy = { maxSizeMb: 1, allowedTypes: ['.pdf', '.png'], virusScan: false };
const TYPES = [
  { value: 'policy', label: { he: 'פוליסה', en: 'Policy' } },
  { value: 'other', label: { he: 'אחר', en: 'Other' } },
];
const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.7\n1 0 obj << >> endobj\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the document upload card', () => {
  it("shows the office's limits and refuses, before sending, a program named .pdf, a format the office does not take, and a file too large", async () => {
    renderWithApp(<DocumentUploadCard clientId="c1" policy={POLICY} types={TYPES} onUploaded={() => undefined} />);
    expect(screen.getByText(/PDF, PNG/)).toBeTruthy();
    choose(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], 'invoice.pdf'));
    await waitFor(() => expect(screen.getByText('תוכן הקובץ אינו תואם את סוג הקובץ שבשמו (PDF)')).toBeTruthy());
    choose(new File(['hello'], 'notes.txt'));
    await waitFor(() => expect(screen.getByText('סוג הקובץ אינו נתמך. הסוגים המותרים: PDF, PNG')).toBeTruthy());
    choose(pdf('big.pdf', 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByText('הקובץ גדול מדי: הגודל המרבי הוא 1 MB')).toBeTruthy());
    expect(uploads.calls).toEqual([]);
  });

  it('sends a file that passes, with the chosen type, and says so', async () => {
    const onUploaded = vi.fn();
    renderWithApp(<DocumentUploadCard clientId="c1" policy={POLICY} types={TYPES} onUploaded={onUploaded} />);
    choose(pdf('policy.pdf'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(uploads.calls).toEqual([{ clientId: 'c1', fileName: 'policy.pdf', type: 'policy' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
