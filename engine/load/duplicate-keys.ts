import { visit } from 'jsonc-parser';
import { pointer } from './load-error';

/** A key written twice in one JSON object: the key, the pointer of its second writing, and that line. */
export interface DuplicateKey {
  key: string;
  path: string;
  line: number;
}

/**
 * Finds every key that appears more than once in the same object, at any depth. `JSON.parse` keeps the last
 * one silently, so a term or an id written twice would change meaning without a word.
 */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const open: Set<string>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => {
        open.push(new Set());
      },
      onObjectEnd: () => {
        open.pop();
      },
      onObjectProperty: (property, _offset, _length, startLine, _startCharacter, pathSupplier) => {
        const keys = open.at(-1);
        if (!keys) return;
        if (keys.has(property)) found.push({ key: property, path: pointer('/', ...pathSupplier(), property), line: startLine + 1 });
        keys.add(property);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return found;
}
