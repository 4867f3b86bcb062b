import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BOARD_API_PATH } from '../../../api/opportunity-api-paths';
import { failing, pending } from '../../in-memory-fetcher';
import { sandboxOffice } from '../../sandbox-office';
import { WidgetSandbox } from '../../WidgetSandbox';
import { boardAnswer, BUSY_BOARD } from './pipeline-fixtures';
import { PipelineValueWidget } from './PipelineValueWidget';

const placement = { id: 'pipeline', type: 'pipeline-value', position: { x: 0, y: 0, w: 4, h: 3 } };
// An office type with the deals pipeline, and one without it.
const WITH_PIPELINE = 'insurance';
const WITHOUT_PIPELINE = 'legal';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u200e\u200f]/g, '').replace(/\s/g, ' ');

function renderWidget(routes: Record<string, unknown>, config: { includeClosed?: boolean } = {}, officeType = WITH_PIPELINE) {
  return render(
    <WidgetSandbox routes={routes} officeType={officeType}>
      <PipelineValueWidget placement={placement} config={config} />
    </WidgetSandbox>,
  );
}

describe('the pipeline-value widget', () => {
  it('the sandbox offices are what these tests take them for', () => {
    const enabled = (officeType: string) => {
      const { office } = sandboxOffice(officeType);
      return office && !office.isPublic ? office.enabledFeatures.includes('opportunities') : undefined;
    };
    expect([enabled(WITH_PIPELINE), enabled(WITHOUT_PIPELINE)]).toEqual([true, false]);
  });

  it('shows the open value in whole shekels and each open stage as a bar, lost and won deals left out', async () => {
    renderWidget({ [BOARD_API_PATH]: BUSY_BOARD });
    expect(plain((await screen.findByTestId('pipeline-total')).textContent)).toBe('454,501 ₪');
    expect(screen.getByTestId('pipeline-total').querySelector('bdi')).not.toBeNull();
    expect(screen.getByTestId('pipeline-value').textContent).toContain('10 עסקאות');
    const stages = within(screen.getByTestId('stage-bars')).getAllByRole('listitem');
    expect(stages.map((stage) => stage.getAttribute('data-stage'))).toEqual(['new', 'contacted', 'qualified', 'proposal', 'negotiation']);
    expect(plain(stages[0]!.textContent)).toContain('חדש (4 עסקאות)48,000 ₪');
    expect(plain(stages[2]!.textContent)).toContain('מתאים (שתי עסקאות)120,000 ₪');
    // The largest stage fills its track; in Hebrew the bars grow from the right.
    expect(stages[3]!.querySelectorAll('rect')[1]!.getAttribute('width')).toBe('100%');
    expect(stages[0]!.querySelectorAll('rect')[1]!.getAttribute('x')).toBe('80.8%');
    expect(screen.getByRole('link', { name: 'ללוח העסקאות' }).getAttribute('href')).toBe('/opportunities');
  });

  it('counts the won deals too when configured, in English', async () => {
    await i18next.changeLanguage('en');
    renderWidget({ [BOARD_API_PATH]: BUSY_BOARD }, { includeClosed: true });
    expect(plain((await screen.findByTestId('pipeline-total')).textContent)).toBe('₪544,501');
    expect(screen.getByText('Value of open deals and those won in the last 90 days')).toBeTruthy();
    expect(within(screen.getByTestId('stage-bars')).getAllByRole('listitem').at(-1)!.getAttribute('data-stage')).toBe('closed');
  });

  it('says there are no open deals, with the way to the board', async () => {
    renderWidget({ [BOARD_API_PATH]: boardAnswer({ lost: [3, 1000] }) });
    expect(await screen.findByText('אין עסקאות פתוחות.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ללוח העסקאות' })).toBeTruthy();
  });

  it('says honestly that an office without the pipeline has none, without asking the server', async () => {
    const asked: string[] = [];
    renderWidget({ [BOARD_API_PATH]: (path: string) => (asked.push(path), BUSY_BOARD) }, {}, WITHOUT_PIPELINE);
    expect(await screen.findByText('צנרת העסקאות אינה חלק מהמשרד הזה.')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('says the same when the server refuses for the feature, and shows other failures as errors with a retry', async () => {
    const { unmount } = renderWidget({ [BOARD_API_PATH]: failing('Not enabled', 403, 'FEATURE_UNAVAILABLE') });
    expect(await screen.findByTestId('widget-not-in-office')).toBeTruthy();
    unmount();

    let isDown = true;
    renderWidget({ [BOARD_API_PATH]: () => (isDown ? failing() : BUSY_BOARD) });
    const alert = await screen.findByRole('alert');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'לנסות שוב' }));
    expect(await screen.findByTestId('pipeline-total')).toBeTruthy();
  });

  it('shows loading while the board loads', async () => {
    renderWidget({ [BOARD_API_PATH]: pending() });
    expect((await screen.findByRole('status')).getAttribute('aria-busy')).toBe('true');
  });
});
