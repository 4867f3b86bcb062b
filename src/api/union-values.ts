/**
 * The values of a union of strings in the order a screen shows them: `unionValues<Stage>()(['new', …])`. The compiler
 * refuses a list that misses a value or names one the union lacks, so a value the server adds is not silently left out.
 */
export function unionValues<Union extends string>() {
  return <const List extends readonly Union[]>(values: List & ([Exclude<Union, List[number]>] extends [never] ? unknown : { missing: Exclude<Union, List[number]> })): readonly Union[] => values;
}
