import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/session';
import { notifications } from '../../../notifications/notifications';
import { renderWithApp } from '../../../testing/render-with-app';
import { AvatarCard } from './AvatarCard';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

function png(name: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('No file input');
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clear();
});

describe('the profile picture (spec 1 §5: at most 5MB; JPG, PNG or GIF)', () => {
  it('refuses a picture over 5MB in the browser, before sending it', async () => {
    const post = vi.spyOn(api, 'post');
    const { container } = renderWithApp(<AvatarCard name="Dana Admin" avatarUrl={null} onChanged={() => undefined} />);
    choose(container, png('large.png', 5 * 1024 * 1024 + 1));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('הקובץ גדול מדי: הגודל המרבי הוא 5MB');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPG, PNG or GIF by its name', async () => {
    const post = vi.spyOn(api, 'post');
    const { container } = renderWithApp(<AvatarCard name="Dana Admin" avatarUrl={null} onChanged={() => undefined} />);
    choose(container, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('יש להעלות קובץ JPG, PNG, GIF');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file whose content is not the picture its name claims', async () => {
    const post = vi.spyOn(api, 'post');
    const { container } = renderWithApp(<AvatarCard name="Dana Admin" avatarUrl={null} onChanged={() => undefined} />);
    choose(container, new File(['<html>not a picture</html>'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('תוכן הקובץ אינו תמונת JPG, PNG, GIF תקינה');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends an acceptable picture as the multipart field avatar and shows the new one', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ success: true, data: { avatarUrl: '/api/users/u1/avatar?v=abc' } });
    const onChanged = vi.fn();
    const { container } = renderWithApp(<AvatarCard name="Dana Admin" avatarUrl={null} onChanged={onChanged} />);
    const file = png('me.png');
    choose(container, file);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('/api/users/u1/avatar?v=abc'));
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/users/profile/avatar');
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('avatar') as File).name).toBe('me.png');
    expect(notifications.getSnapshot()[0]).toMatchObject({ message: 'תמונת הפרופיל עודכנה', severity: 'success' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("removes the picture after confirmation, with the server's words", async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ success: true, message: 'Avatar deleted successfully', messages: { he: 'תמונת הפרופיל נמחקה', en: 'Avatar deleted successfully' } });
    const onChanged = vi.fn();
    renderWithApp(<AvatarCard name="Dana Admin" avatarUrl="/api/users/u1/avatar?v=abc" onChanged={onChanged} />);
    expect(screen.getByAltText('תמונת הפרופיל של Dana Admin').getAttribute('src')).toBe('/api/users/u1/avatar?v=abc');
    fireEvent.click(screen.getByRole('button', { name: /הסרת התמונה/ }));
    const buttons = await screen.findAllByRole('button', { name: 'הסרת התמונה' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(null));
    expect(remove).toHaveBeenCalledWith('/users/profile/avatar');
    expect(notifications.getSnapshot()[0]?.message).toBe('תמונת הפרופיל נמחקה');
  });
});
