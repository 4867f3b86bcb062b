import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { CODE_START, codeRefusal, codeStep } from './code-step';

describe('the one-time code step', () => {
  it('asks, sends, and waits for six digits', () => {
    const sending = codeStep(CODE_START, { type: 'send' });
    expect(sending.phase).toBe('sending');
    const sent = codeStep(sending, { type: 'sent', sentTo: 'd***@example.com' });
    expect(sent).toEqual({ phase: 'enter', sentTo: 'd***@example.com', code: '' });
    expect(codeStep(sent, { type: 'type', code: '12 34-56789' }).code).toBe('123456');
  });

  it('names each refusal, and clears the cells after one', () => {
    expect(codeRefusal(new ApiError('Wrong', 400, 'SIGNING_CODE_WRONG'))).toBe('wrong');
    expect(codeRefusal(new ApiError('Expired', 410, 'SIGNING_CODE_EXPIRED'))).toBe('expired');
    expect(codeRefusal(new ApiError('Slow down', 429, 'RATE_LIMITED'))).toBe('tooMany');
    expect(codeRefusal(new Error('offline'))).toBe('other');
    const verifying = codeStep({ phase: 'enter', sentTo: 'd***@example.com', code: '111111' }, { type: 'verify' });
    const refused = codeStep(verifying, { type: 'failed', error: new ApiError('הקוד שגוי', 400, 'SIGNING_CODE_WRONG') });
    expect(refused).toMatchObject({ phase: 'enter', code: '', refusal: 'wrong', message: 'הקוד שגוי' });
    expect(codeStep(refused, { type: 'type', code: '2' })).toMatchObject({ code: '2', refusal: undefined });
  });

  it('goes back to asking when the code could not be sent', () => {
    const failed = codeStep(codeStep(CODE_START, { type: 'send' }), { type: 'failed', error: new ApiError('Slow down', 429) });
    expect(failed).toMatchObject({ phase: 'ask', refusal: 'tooMany' });
  });
});
