import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { registerStrings } from '../../i18n/load-namespaces';
import { signStrings } from '../../i18n/locales/sign';
import { dataUrlBytes, MAX_SIGNATURE_BYTES } from './image-downscale';
import { SignatureDialog } from './SignatureDialog';

registerStrings('sign', signStrings);

const meta: Meta<typeof SignatureDialog> = {
  title: 'Signing/Signature dialog',
  component: SignatureDialog,
  args: { kind: 'signature', name: 'דנה מזרחי', isOpen: true, onApply: fn(), onCancel: fn() },
};

export default meta;
type Story = StoryObj<typeof SignatureDialog>;

const dialogOf = async () => within(await within(document.body).findByRole('dialog'));
const applyButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /אישור|Apply/ });

// A stroke across the pad, as a finger or the mouse draws it: pointer down, moves, up.
function drawStroke(canvas: HTMLElement): void {
  const box = canvas.getBoundingClientRect();
  const at = (fraction: number, type: string, buttons: number) =>
    canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, pointerType: 'touch', buttons, clientX: box.left + box.width * fraction, clientY: box.top + box.height * (0.3 + fraction / 3) }));
  at(0.1, 'pointerdown', 1);
  for (const fraction of [0.2, 0.35, 0.5, 0.65, 0.8]) at(fraction, 'pointermove', 1);
  at(0.85, 'pointerup', 0);
}

/** Drawn with a finger: the pad takes the stroke, Apply sends it as a PNG; Clear empties it again. */
export const Draw: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    const pad = await dialog.findByTestId('signature-pad');
    await expect(pad).toHaveAccessibleName(/משטח החתימה|Signature pad/);
    await expect(applyButton(dialog)).toBeDisabled();
    drawStroke(pad);
    await waitFor(() => expect(applyButton(dialog)).toBeEnabled());
    await userEvent.click(dialog.getByTestId('signature-clear'));
    await expect(applyButton(dialog)).toBeDisabled();
    drawStroke(pad);
    await waitFor(() => expect(applyButton(dialog)).toBeEnabled());
    await userEvent.click(applyButton(dialog));
    await expect(args.onApply).toHaveBeenCalledWith({ method: 'drawn', image: expect.stringMatching(/^data:image\/png;base64,/) });
  },
};

/** Typed: the name in a handwriting-like face that has Hebrew letters, sent as the words. */
export const Type: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('tab', { name: /הקלדה|Type/ }));
    const input = await dialog.findByTestId('signature-typed');
    await expect(input).toHaveValue('דנה מזרחי');
    const preview = dialog.getByTestId('signature-typed-preview');
    await expect(preview).toHaveTextContent('דנה מזרחי');
    await expect(getComputedStyle(preview).fontFamily).toMatch(/Amatic SC/);
    // The face's Hebrew letters are really there (the font's Hebrew subset loads).
    await document.fonts.load("700 44px 'Amatic SC'", 'דנה');
    await expect(document.fonts.check("700 44px 'Amatic SC'", 'דנה')).toBe(true);
    await userEvent.clear(input);
    await expect(applyButton(dialog)).toBeDisabled();
    await userEvent.type(input, 'ד. מזרחי');
    await userEvent.click(applyButton(dialog));
    await expect(args.onApply).toHaveBeenCalledWith({ method: 'typed', value: 'ד. מזרחי' });
  },
};

/** Initials typed by default from the name's first letters. */
export const TypeInitials: Story = {
  args: { kind: 'initials' },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.getByText(/ראשי התיבות שלכם|Your initials/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('tab', { name: /הקלדה|Type/ }));
    await expect(await dialog.findByTestId('signature-typed')).toHaveValue('דמ');
  },
};

async function widePicture(): Promise<File> {
  const canvas = new OffscreenCanvas(1800, 600);
  const context = canvas.getContext('2d')!;
  // Noise, so the PNG is large and the JPEG fallback is tried.
  const image = context.createImageData(1800, 600);
  for (let index = 0; index < image.data.length; index += 1) image.data[index] = (index * 2654435761) % 251;
  context.putImageData(image, 0, 0);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'signature.png', { type: 'image/png' });
}

/** Uploaded: a wide photographed signature is brought to 600 px wide and under 500 KB before it is sent. */
export const Upload: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('tab', { name: /העלאה|Upload/ }));
    const input = (await dialog.findByTestId('signature-file')) as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(await widePicture());
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const preview = (await dialog.findByTestId('signature-upload-preview', {}, { timeout: 20_000 })) as HTMLImageElement;
    await preview.decode();
    await expect(preview.naturalWidth).toBe(600);
    await expect(preview.naturalHeight).toBe(200);
    await expect(dataUrlBytes(preview.src)).toBeLessThanOrEqual(MAX_SIGNATURE_BYTES);
    await userEvent.click(applyButton(dialog));
    await expect(args.onApply).toHaveBeenCalledWith({ method: 'uploaded', image: expect.stringMatching(/^data:image\/(png|jpeg);base64,/) });
  },
};

/** A file that is not a picture: said so, nothing to apply. */
export const UploadNotAPicture: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.click(dialog.getByRole('tab', { name: /העלאה|Upload/ }));
    const input = (await dialog.findByTestId('signature-file')) as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(await dialog.findByTestId('signature-upload-failed')).toBeInTheDocument();
    await expect(applyButton(dialog)).toBeDisabled();
  },
};
