import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { memberDirectory } from '../records/member-fixtures';
import { addDays } from './calendar-dates';
import { appointmentList, dayOfThisWeek, doctor, overlapRefusal, storyWrites } from './calendar-fixtures';
import { CalendarPage } from './CalendarPage';
import { calendarStoryFrame } from './CalendarStoryFrame';

const LIST = '/calendar/appointments';
const DIRECTORY = '/team/directory';
const withWeek = { [LIST]: appointmentList(), [DIRECTORY]: memberDirectory([doctor]) };
// The doctors the member-filter story's list was asked for.
const asked: (string | null)[] = [];

const meta: Meta<typeof CalendarPage> = {
  title: 'Calendar/Page',
  component: CalendarPage,
  decorators: [calendarStoryFrame],
  args: { moduleId: 'appointments' },
};

export default meta;
type Story = StoryObj<typeof CalendarPage>;

const isHebrew = () => document.documentElement.lang === 'he';

/**
 * Drags an entry by keyboard as a user does: space picks its handle up, each arrow moves it a step, space drops it.
 * Each key waits for the screen to take the one before (picked up, then the preview moved): on a busy machine a key
 * pressed before the drag was measured moved nothing, and the drop changed nothing.
 */
/** Picks up a drag handle with the keyboard, ready for its arrows. */
/** The week grid's entry whose text holds the name, as the page shows it now; throws while there is none (for waitFor). */
function entryNamed(canvasElement: HTMLElement, name: string): HTMLElement {
  const found = within(within(canvasElement).getByTestId('calendar-time-grid'))
    .getAllByTestId('calendar-entry')
    .find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`No calendar entry of ${name}`);
  return found;
}

/** The grid's height of one snap of 15 minutes, in pixels. */
const SNAP_PX = 15;

async function pickUpByKeyboard(handle: () => HTMLElement): Promise<void> {
  handle().focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(handle()).toHaveAttribute('aria-pressed', 'true'));
  // dnd-kit's keyboard sensor listens for the arrows from the task after the one that picked the entry up (a
  // setTimeout in its attach()): an arrow pressed before that moved nothing, on a busy machine. A timer set now runs
  // after its own.
  await new Promise((resolve) => setTimeout(resolve));
}

/**
 * Drags an entry by the keyboard. The handle and the entry are found afresh at each step: the grid may draw its
 * entries again between the story's first look and the drag (a late answer), and a handle found before that is no
 * longer on the page, so focusing it and pressing space would pick nothing up.
 */
async function dragByKeyboard(handle: () => HTMLElement, entry: () => HTMLElement, steps: number): Promise<void> {
  // How far down the entry's preview reaches: its shift while moved plus its height while resized (15 px a snap).
  const reach = () => Number(/translate\([^,]*,\s*(-?[\d.]+)px\)/u.exec(entry().style.transform)?.[1] ?? 0) + parseFloat(entry().style.height);
  const target = reach() + steps * SNAP_PX;
  await pickUpByKeyboard(handle);
  // Toward the target an arrow at a time, each waited for; on a busy machine an arrow can be lost (the first moved
  // nothing in a CI run), so one that moved nothing is pressed again, and one taken late is undone by the other arrow.
  for (let press = 0; press < steps * 4 && reach() !== target; press += 1) {
    const before = reach();
    await userEvent.keyboard(before < target ? '{ArrowDown}' : '{ArrowUp}');
    await waitFor(() => expect(reach()).not.toBe(before), { timeout: 3_000 }).catch(() => undefined);
  }
  await waitFor(() => expect(reach()).toBe(target));
  await userEvent.keyboard(' ');
}

/** A clinic's week: Sunday first in Hebrew, its working hours unshaded, today marked, overlapping entries side by side. */
export const Week: Story = {
  parameters: { routes: withWeek },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /תורים|Appointments/ })).toBeInTheDocument();
    const grid = await canvas.findByTestId('calendar-time-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('calendar-entry')).toHaveLength(3));
    const heads = within(grid).getAllByTestId('calendar-day-head');
    await expect(heads).toHaveLength(7);
    await expect(new Date(`${heads[0]!.getAttribute('data-day')}T12:00:00Z`).getUTCDay()).toBe(0);
    await expect(grid.querySelectorAll('[aria-current="date"]').length).toBe(1);
    // The clinic works Monday to Friday from 08:00 to 18:00: Sunday is shaded all day, Monday at 07:00 too, not at 08:00.
    const [sunday, monday] = within(grid).getAllByTestId('calendar-day-column');
    await expect(within(sunday!).getAllByTestId('calendar-slot').every((slot) => slot.getAttribute('data-off') === 'true')).toBe(true);
    await expect(monday!.querySelector('[data-time="07:00"]')!.getAttribute('data-off')).toBe('true');
    await expect(monday!.querySelector('[data-time="08:00"]')!.getAttribute('data-off')).toBe('false');
    // In Hebrew Sunday is the rightmost column.
    const [first, second] = heads.map((head) => head.getBoundingClientRect().left);
    await expect(isHebrew() ? first! > second! : first! < second!).toBe(true);
  },
};

/** The month: whole weeks, each day's entries, a day's number opening its day. */
export const Month: Story = {
  parameters: { routes: withWeek, path: '/appointments?view=month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = await canvas.findByTestId('calendar-month');
    await waitFor(() => expect(within(month).getAllByTestId('calendar-entry')).toHaveLength(3));
    await expect(within(month).getAllByTestId('calendar-month-day').length % 7).toBe(0);
    await expect(month.querySelectorAll('[aria-current="date"]').length).toBe(1);
  },
};

/** One day, from the address. */
export const Day: Story = {
  parameters: { routes: withWeek, path: `/appointments?view=day` },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByTestId('calendar-time-grid');
    await expect(grid.getAttribute('data-days')).toBe('1');
    await expect(within(grid).getAllByTestId('calendar-day-head')[0]!.getAttribute('aria-current')).toBe('date');
  },
};

/** No entries in the range: said so in the office's words, and the grid still books. */
export const Empty: Story = {
  parameters: { routes: { [LIST]: appointmentList([]), [DIRECTORY]: memberDirectory([doctor]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/אין תורים בטווח הזה|No appointments in this range/)).toBeInTheDocument();
    await expect(canvas.getByTestId('calendar-time-grid')).toBeInTheDocument();
  },
};

/** While the range loads. */
export const Loading: Story = {
  parameters: { routes: { [LIST]: pending(), [DIRECTORY]: memberDirectory([doctor]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('calendar-loading')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** The server failed: said so, with a retry; no invented entries. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [LIST]: failing(), [DIRECTORY]: memberDirectory([doctor]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/היומן לא נטען|The calendar could not be loaded/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('calendar-time-grid')).toBeNull();
  },
};

/** A move the server refuses (an overlap): the entry goes back to its place and the server's reason is shown. */
export const RefusedMove: Story = {
  parameters: { routes: withWeek, writes: storyWrites(overlapRefusal) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const again = () => entryNamed(canvasElement, 'Miriam');
    const top = (await waitFor(again)).style.top;
    // Picked up with space, down an hour (four snaps of 15 minutes), dropped with space.
    await dragByKeyboard(() => within(again()).getByTestId('calendar-entry-body'), again, 4);
    await expect(await canvas.findByTestId('calendar-refusal')).toHaveTextContent(/תפוס עד 09:45|Busy until 09:45/);
    await waitFor(() => expect(again().style.top).toBe(top));
  },
};

/** A free slot pressed (next week's Tuesday, ahead whatever day it is): the booking dialog with the clinic's booking form, its date filled from the slot. */
export const Booking: Story = {
  parameters: { routes: withWeek, path: `/appointments?day=${addDays(dayOfThisWeek(2), 7)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByTestId('calendar-time-grid');
    const tuesday = within(grid).getAllByTestId('calendar-day-column')[2]!;
    await expect(tuesday.querySelector('[data-time="11:00"]')).toHaveAttribute('data-state', 'free');
    await userEvent.click(tuesday.querySelector('[data-time="11:00"]')!);
    const dialog = await within(document.body).findByTestId('booking-form');
    await expect(document.querySelector('.ant-modal-title')).toHaveTextContent(/קביעת תור|Book an appointment/);
    // The form's date field is filled with the slot's day.
    await expect([...dialog.querySelectorAll('input')].some((input) => /\d/.test(input.value))).toBe(true);
    await expect(within(document.body).getByTestId('booking-length')).toBeInTheDocument();
  },
};

/** An entry's end dragged with the keyboard (one near the grid's top, on screen): it grows by half an hour at once and the change names its version. */
export const Resize: Story = {
  parameters: { routes: withWeek, writes: storyWrites() },
  play: async ({ canvasElement, parameters }) => {
    const again = () => entryNamed(canvasElement, 'Dana');
    const height = parseFloat((await waitFor(again)).style.height);
    await dragByKeyboard(() => within(again()).getByTestId('calendar-entry-resize'), again, 2);
    const calls = (parameters.writes as ReturnType<typeof storyWrites>).calls;
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ name: 'change', body: { version: 1 } }));
    await expect(Object.keys(calls.at(-1)!.body as object)).toEqual(['endsAt', 'version']);
    await waitFor(() => expect(parseFloat(again().style.height)).toBe(height + 30));
  },
};

/** A professional's own view by default: the list asks for their entries only; an entry opens its details with its client's link. */
export const ProfessionalOwnView: Story = {
  parameters: {
    routes: { [LIST]: (_path: string, query: URLSearchParams) => appointmentList(query.get('professionalId') === doctor.userId ? undefined : []), [DIRECTORY]: memberDirectory([doctor]) },
    user: { id: doctor.userId, role: 'user', professionalRole: 'doctor' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByTestId('calendar-who')).querySelector('.ant-segmented-item-selected')).toHaveTextContent(/שלי|Mine/);
    const grid = await canvas.findByTestId('calendar-time-grid');
    await waitFor(() => expect(within(grid).getAllByTestId('calendar-entry')).toHaveLength(3));
    await userEvent.click(within(grid).getAllByTestId('calendar-entry-body')[0]!);
    const details = await within(document.body).findByTestId('appointment-details');
    await expect(await within(details).findByTestId('appointment-client')).toHaveAttribute('href', '/patients/7a1d0000-0000-4000-8000-000000000009');
    await expect(within(details).getByTestId('appointment-cancel')).toBeInTheDocument();
  },
};

/**
 * Last week's slots are past and Sunday's are outside the clinic's hours: hatched, each saying why in its tooltip;
 * pressing one tells the reason and opens no booking dialog (the server would refuse it).
 */
export const BlockedSlots: Story = {
  parameters: { routes: withWeek, path: `/appointments?day=${addDays(dayOfThisWeek(2), -7)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByTestId('calendar-time-grid');
    const [sunday, , tuesday] = within(grid).getAllByTestId('calendar-day-column');
    const past = tuesday!.querySelector<HTMLElement>('[data-time="11:00"]')!;
    await expect(past).toHaveAttribute('data-state', 'past');
    await expect(past).toHaveAttribute('aria-disabled', 'true');
    await expect(past).toHaveAttribute('title', expect.stringMatching(/המועד הזה עבר|This time has passed/));
    await expect(past.className).toContain('is-blocked');
    await userEvent.click(past);
    await expect(await canvas.findByTestId('calendar-blocked')).toHaveTextContent(/המועד הזה עבר|This time has passed/);
    const off = sunday!.querySelector<HTMLElement>('[data-time="11:00"]')!;
    await expect(off).toHaveAttribute('data-state', 'off');
    await userEvent.click(off);
    await waitFor(() => expect(canvas.getByTestId('calendar-blocked')).toHaveTextContent(/מחוץ לשעות העבודה|Outside working hours/));
    await expect(within(document.body).queryByTestId('booking-form')).toBeNull();
  },
};

/**
 * "A doctor's" chosen with no doctor picked yet: nobody's entries (not everyone's under that name), the calendar asks
 * for a doctor with the picker focused, and asks the server for nothing until one is picked; then that doctor's.
 */
export const MemberNotPicked: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  parameters: {
    path: '/appointments?who=member',
    routes: {
      [LIST]: (_path: string, query: URLSearchParams) => {
        asked.push(query.get('professionalId'));
        return appointmentList();
      },
      [DIRECTORY]: memberDirectory([doctor]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('calendar-pick-member')).toHaveTextContent(/יש לבחור רופא|Choose a doctor/i);
    const grid = await canvas.findByTestId('calendar-time-grid');
    await expect(within(grid).queryAllByTestId('calendar-entry')).toHaveLength(0);
    await expect(canvas.queryByTestId('calendar-empty')).toBeNull();
    await expect(asked).toEqual([]);
    const picker = canvas.getByTestId('calendar-member');
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    await userEvent.click(picker.querySelector('.ant-select-selector, .ant-select-content') ?? picker);
    await userEvent.click(await within(document.body).findByText('Noam Pro'));
    // The grid is drawn again once the doctor's entries load.
    await waitFor(() => expect(within(canvas.getByTestId('calendar-time-grid')).getAllByTestId('calendar-entry')).toHaveLength(3));
    await expect(asked).toEqual([doctor.userId]);
    await expect(canvas.queryByTestId('calendar-pick-member')).toBeNull();
  },
};

/**
 * The month view moves an entry to another day at the same time: picked up with space, an arrow to the next day (left
 * in Hebrew), space to drop; the change keeps its length and names its version.
 */
export const MonthMove: Story = {
  parameters: { routes: withWeek, path: '/appointments?view=month', writes: storyWrites() },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const month = await canvas.findByTestId('calendar-month');
    const miriam = () => within(canvas.getByTestId('calendar-month')).getAllByTestId('calendar-entry').find((item) => item.textContent?.includes('Miriam'))!;
    await waitFor(() => expect(within(month).getAllByTestId('calendar-entry')).toHaveLength(3));
    const from = miriam().closest('[data-testid="calendar-month-day"]')!.getAttribute('data-day')!;
    await pickUpByKeyboard(miriam);
    await userEvent.keyboard(isHebrew() ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(month.querySelector(`[data-testid="calendar-month-day"][data-day="${addDays(from, 1)}"]`)).toHaveAttribute('data-over', 'true'));
    await userEvent.keyboard(' ');
    const calls = (parameters.writes as ReturnType<typeof storyWrites>).calls;
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ name: 'change', body: { version: 1 } }));
    const body = calls.at(-1)!.body as { startsAt: string; endsAt: string };
    await expect(Object.keys(body)).toEqual(['startsAt', 'endsAt', 'version']);
    const [was] = appointmentList().data.filter((entry) => entry.clientName === 'Miriam Azulay');
    await expect(Date.parse(body.startsAt) - Date.parse(was!.startsAt)).toBe(86_400_000);
    await expect(Date.parse(body.endsAt) - Date.parse(body.startsAt)).toBe(Date.parse(was!.endsAt) - Date.parse(was!.startsAt));
    await waitFor(() => expect(miriam().closest('[data-testid="calendar-month-day"]')).toHaveAttribute('data-day', addDays(from, 1)));
  },
};
