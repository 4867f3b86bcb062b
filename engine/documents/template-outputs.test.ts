import { describe, expect, it } from 'vitest';
import { templateOutputs } from './template-outputs';

describe('the formats a document template produces (template-outputs.ts)', () => {
  it('is PDF without outputs, and PDF with DOCX whenever DOCX is asked for', () => {
    expect(templateOutputs({})).toEqual(['pdf']);
    expect(templateOutputs({ outputs: ['pdf'] })).toEqual(['pdf']);
    expect(templateOutputs({ outputs: ['docx'] })).toEqual(['pdf', 'docx']);
    expect(templateOutputs({ outputs: ['docx', 'pdf'] })).toEqual(['pdf', 'docx']);
  });
});
