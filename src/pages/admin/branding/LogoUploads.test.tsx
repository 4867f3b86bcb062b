import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/session';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { LogoUploads } from './LogoUploads';

registerStrings('admin', adminStrings);

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

function png(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

function choose(kind: string, file: File) {
  const input = screen.getByTestId(`logo-${kind}`).querySelector('input[type="file"]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const renderLogos = (onChanged = vi.fn()) =>
  render(
    <WidgetSandbox routes={{}} path="/admin/branding">
      <LogoUploads onChanged={onChanged} />
    </WidgetSandbox>,
  );

afterEach(() => vi.restoreAllMocks());

describe('the office’s logos (spec 3 §5: JPG, PNG or SVG under 2 MB)', () => {
  it('refuses, before sending, a file that is not a JPG, PNG or SVG by its content, with the spec’s message', async () => {
    const post = vi.spyOn(api, 'post');
    renderLogos();
    choose('logoPrimary', new File(['MZ this program'], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByTestId('logo-problem-logoPrimary')).textContent).toBe('יש להעלות קובץ מסוג JPG, PNG או SVG');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file of 2 MB or more before sending it', async () => {
    const post = vi.spyOn(api, 'post');
    renderLogos();
    choose('favicon', png('icon.png', 2 * 1024 * 1024));
    expect((await screen.findByTestId('logo-problem-favicon')).textContent).toBe('גודל הקובץ חייב להיות קטן מ־2MB');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a PNG in the field logo to its slot, then reloads the settings', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ success: true, message: 'Logo uploaded successfully', messages: { he: 'הלוגו הועלה בהצלחה', en: 'Logo uploaded successfully' }, data: {} });
    const onChanged = vi.fn();
    renderLogos(onChanged);
    choose('logoSecondary', png('second.png'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/admin/office/logos/logoSecondary');
    expect(((body as FormData).get('logo') as File).name).toBe('second.png');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
