import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';
import { ApiError } from '../../src/api/api-error';
import { pdfBuilderStoryFrame, storyField, storyTemplate } from './PdfBuilderStoryFrame';
import { PdfTemplateEditor } from './PdfTemplateEditor';

const FIELDS = [
  storyField('fullName', { label: 'שם מלא', required: true }),
  storyField('agree', { type: 'checkbox', label: 'מסכים/ה', x: 0.1, y: 0.4, width: 0.06, height: 0.05 }),
  storyField('plan', { type: 'dropdown', label: 'מסלול', y: 0.55, options: [{ value: 'basic', label: 'בסיסי' }, { value: 'gold', label: 'זהב' }] }),
];

const meta: Meta<typeof PdfTemplateEditor> = {
  title: 'Builders/PDF template editor',
  component: PdfTemplateEditor,
  decorators: [pdfBuilderStoryFrame],
  args: { template: storyTemplate(), onBack: fn(), onSaved: fn() },
};

export default meta;
type Story = StoryObj<typeof PdfTemplateEditor>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function drawnPage(canvasElement: HTMLElement) {
  const page = body(canvasElement);
  const drawn = await page.findByTestId('pdf-page-1', {}, { timeout: 30_000 });
  await waitFor(() => expect(drawn).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
  return page;
}

// Presses the mouse on the page's overlay at a point (fractions of the page).
async function pressOnPage(canvasElement: HTMLElement, x: number, y: number) {
  const page = body(canvasElement);
  const stage = (await waitFor(() => {
    const found = page.getByTestId('field-page-1').querySelector('.konvajs-content');
    if (!found) throw new Error('no overlay yet');
    return found;
  })) as HTMLElement;
  const rect = stage.getBoundingClientRect();
  const target = stage.querySelector('canvas')!;
  const coords = { clientX: rect.left + rect.width * x, clientY: rect.top + rect.height * y };
  await userEvent.pointer([{ target, coords, keys: '[MouseLeft>]' }, { target, coords, keys: '[/MouseLeft]' }]);
}

// Drags on the page's overlay from one point to another (fractions of the page), checking `whileHeld` before the
// mouse is let go.
async function dragOnPage(user: ReturnType<typeof userEvent.setup>, canvasElement: HTMLElement, from: [number, number], to: [number, number], whileHeld: () => Promise<void>) {
  const page = body(canvasElement);
  const stage = (await waitFor(() => {
    const found = page.getByTestId('field-page-1').querySelector('.konvajs-content');
    if (!found) throw new Error('no overlay yet');
    return found;
  })) as HTMLElement;
  const rect = stage.getBoundingClientRect();
  const target = stage.querySelector('canvas')!;
  const at = ([x, y]: [number, number]) => ({ clientX: rect.left + rect.width * x, clientY: rect.top + rect.height * y });
  // By way of a point 0.05 of the page aside: konva starts a drag only past 3 px.
  const aside: [number, number] = [from[0] + 0.05, from[1]];
  await user.pointer([{ target, coords: at(from), keys: '[MouseLeft>]' }, { target, coords: at(aside) }, { target, coords: at(to) }]);
  await whileHeld();
  await user.pointer({ target, coords: at(to), keys: '[/MouseLeft]' });
}

/** A template without fields: the page drawn, the palette, nothing selected, zoom 100 % and page 1 of 2. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    await expect(page.getByTestId('field-palette')).toBeInTheDocument();
    await expect(page.getByTestId('properties-empty')).toBeInTheDocument();
    await expect(page.getByTestId('zoom-level')).toHaveTextContent('100%');
    await expect(page.getByTestId('page-number')).toHaveTextContent(/1.*2/);
    await expect(page.queryByTestId('unsaved')).toBeNull();
    await userEvent.click(page.getByTestId('zoom-in'));
    await expect(page.getByTestId('zoom-level')).toHaveTextContent('125%');
    await userEvent.click(page.getByTestId('page-next'));
    await expect(page.getByTestId('page-next')).toBeDisabled();
  },
};

/** A field placed from the palette is selected: its properties shown; a dropdown without options says so beside them; duplicated, it is offset and renamed. */
export const SelectedField: Story = {
  args: { template: storyTemplate(FIELDS) },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    await userEvent.click(page.getByTestId('palette-dropdown'));
    await expect(page.getByTestId('palette-dropdown')).toHaveAttribute('aria-pressed', 'true');
    await pressOnPage(canvasElement, 0.5, 0.85);
    await expect(await page.findByTestId('field-properties')).toBeInTheDocument();
    await expect(page.getByTestId('property-name')).toHaveValue('dropdown');
    await expect(page.getByTestId('unsaved')).toBeInTheDocument();
    await expect(await page.findByText(/^(לרשימה נפתחת צריכה להיות לפחות אפשרות אחת|A dropdown needs at least one option)$/)).toBeInTheDocument();
    await userEvent.click(page.getByTestId('option-add'));
    await waitFor(() => expect(page.queryByText(/^(לרשימה נפתחת צריכה להיות לפחות אפשרות אחת|A dropdown needs at least one option)$/)).toBeNull());
    await userEvent.click(page.getByTestId('field-duplicate'));
    await expect(page.getByTestId('property-name')).toHaveValue('dropdown_copy');
    await userEvent.click(page.getByTestId('field-delete'));
    await expect(await page.findByTestId('properties-empty')).toBeInTheDocument();
  },
};

/** Problems beside what they concern: a taken field name, an empty template name; Save waits until they are fixed. */
export const WithErrors: Story = {
  args: { template: storyTemplate(FIELDS) },
  parameters: { calls: { save: fn(async () => storyTemplate(FIELDS)) } },
  play: async ({ canvasElement, parameters }) => {
    const page = await drawnPage(canvasElement);
    await userEvent.clear(page.getByTestId('template-name'));
    await expect(await page.findByText(/^(שם התבנית הוא שדה חובה|Template name is required)$/)).toBeInTheDocument();
    await expect(page.getByTestId('editor-problems')).toBeInTheDocument();
    await userEvent.click(page.getByTestId('template-save'));
    await expect((parameters as { calls: { save: ReturnType<typeof fn> } }).calls.save).not.toHaveBeenCalled();
    await userEvent.type(page.getByTestId('template-name'), 'Intake');
    await waitFor(() => expect(page.queryByTestId('editor-problems')).toBeNull());
    await userEvent.click(page.getByTestId('template-save'));
    await waitFor(() => expect((parameters as { calls: { save: ReturnType<typeof fn> } }).calls.save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(page.queryByTestId('unsaved')).toBeNull());
  },
};

const fill = fn(async (_id: string, values: Record<string, unknown>) => {
  if (!values.fullName) throw new ApiError('Correct the marked fields', 400, 'PDF_TEMPLATE_VALUES_INVALID', [{ field: 'values.fullName', message: 'This field is required' }]);
  return { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), fileName: 'intake-filled.pdf' };
});

/** Fill mode: the fields as inputs on the page; a required one left empty is marked, then the filled PDF is asked for with the values. */
export const FillMode: Story = {
  args: { template: storyTemplate(FIELDS), initialMode: 'fill' },
  parameters: { calls: { fill } },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    await expect(page.getByTestId('fill-layer')).toBeInTheDocument();
    await expect(page.queryByTestId('field-palette')).toBeNull();
    await userEvent.click(page.getByTestId('fill-download'));
    await expect(await page.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(page.getByTestId('fill-fullName'), 'דנה כהן');
    await userEvent.click(page.getByTestId('fill-agree'));
    await userEvent.click(page.getByTestId('fill-download'));
    await waitFor(() => expect(fill).toHaveBeenLastCalledWith(storyTemplate().id, { fullName: 'דנה כהן', agree: true }));
  },
};

const ALIGNED = [storyField('fullName'), storyField('idNumber', { x: 0.3, y: 0.5, width: 0.3, height: 0.05 })];
const saveAligned = fn(async (_id: string, body: { name: string; fields: PdfTemplateField[] }) => ({ ...storyTemplate(body.fields), name: body.name }));

/**
 * Snapping: a field dragged near another's left edge snaps onto it with guides shown while it is held, and the
 * saved template has it aligned; held Alt, or the toolbar's switch off, leaves it where it is dropped, without guides.
 */
export const Snapping: Story = {
  args: { template: storyTemplate(ALIGNED) },
  parameters: { calls: { save: saveAligned } },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    const overlay = await page.findByTestId('editor-overlay');
    const toggle = page.getByTestId('snap-toggle');
    const user = userEvent.setup();
    saveAligned.mockClear();
    await expect(toggle).toBeChecked();
    // idNumber's centre is at (0.45, 0.525); 0.196 to the left puts its left edge 0.004 of the page (under 3 px) right of fullName's.
    await dragOnPage(user, canvasElement, [0.45, 0.525], [0.254, 0.525], async () => {
      await waitFor(() => expect(Number(overlay.dataset.guides)).toBeGreaterThan(0));
    });
    await waitFor(() => expect(overlay.dataset.guides).toBe('0'));
    await user.click(page.getByTestId('template-save'));
    await waitFor(() => expect(saveAligned).toHaveBeenCalledTimes(1));
    const saved = saveAligned.mock.calls[0]![1].fields.find((field) => field.name === 'idNumber')!;
    await expect(saved.x).toBeCloseTo(0.1, 3);

    // Each drag ends 0.004 of the page (under 3 px) right of the aligned place: near enough to snap.
    const savedX = async (times: number) => {
      await user.click(page.getByTestId('template-save'));
      await waitFor(() => expect(saveAligned).toHaveBeenCalledTimes(times));
      return saveAligned.mock.calls[times - 1]![1].fields.find((field) => field.name === 'idNumber')!.x;
    };
    await user.keyboard('{Alt>}');
    await dragOnPage(user, canvasElement, [0.25, 0.525], [0.254, 0.525], async () => expect(overlay.dataset.guides).toBe('0'));
    await user.keyboard('{/Alt}');
    await expect(await savedX(2)).toBeCloseTo(0.104, 3);

    await user.click(toggle);
    await expect(toggle).not.toBeChecked();
    await dragOnPage(user, canvasElement, [0.254, 0.525], [0.254 - 0.004 - 0.004, 0.525], async () => expect(overlay.dataset.guides).toBe('0'));
    // From 0.104 to 0.096: it crosses the line and stays off it.
    await expect(await savedX(3)).toBeCloseTo(0.096, 3);
  },
};

/** Nudging: the arrow keys move the selected field by 1 pt of the PDF (10 with Shift), whatever the zoom; the story's pages are 300 × 400 pt. */
export const Nudging: Story = {
  args: { template: storyTemplate(ALIGNED) },
  parameters: { calls: { save: saveAligned } },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    saveAligned.mockClear();
    await userEvent.click(page.getByTestId('zoom-in'));
    await expect(page.getByTestId('zoom-level')).toHaveTextContent('125%');
    await waitFor(() => expect(page.getByTestId('pdf-page-1')).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    await pressOnPage(canvasElement, 0.45, 0.525);
    await expect(await page.findByTestId('property-name')).toHaveValue('idNumber');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}');
    await userEvent.click(page.getByTestId('template-save'));
    await waitFor(() => expect(saveAligned).toHaveBeenCalledTimes(1));
    const moved = saveAligned.mock.calls[0]![1].fields.find((field) => field.name === 'idNumber')!;
    await expect(moved.x).toBeCloseTo(0.3 + 10 / 300, 4);
    await expect(moved.y).toBeCloseTo(0.5 + 1 / 400, 4);
  },
};

/** Resizing snaps too: the selected field's right handle, let go 0.004 of the page right of the page's centre, puts its right edge on the centre. */
export const SnappingResize: Story = {
  args: { template: storyTemplate(ALIGNED) },
  parameters: { calls: { save: saveAligned } },
  play: async ({ canvasElement }) => {
    const page = await drawnPage(canvasElement);
    const overlay = await page.findByTestId('editor-overlay');
    const user = userEvent.setup();
    saveAligned.mockClear();
    await pressOnPage(canvasElement, 0.45, 0.525);
    await expect(await page.findByTestId('property-name')).toHaveValue('idNumber');
    // idNumber runs from 0.3 to 0.6 across; its right handle is at (0.6, 0.525).
    await dragOnPage(user, canvasElement, [0.6, 0.525], [0.504, 0.525], async () => {
      await waitFor(() => expect(Number(overlay.dataset.guides)).toBeGreaterThan(0));
    });
    await user.click(page.getByTestId('template-save'));
    await waitFor(() => expect(saveAligned).toHaveBeenCalledTimes(1));
    const resized = saveAligned.mock.calls[0]![1].fields.find((field) => field.name === 'idNumber')!;
    await expect(resized.x).toBeCloseTo(0.3, 3);
    await expect(resized.width).toBeCloseTo(0.2, 3);
  },
};
