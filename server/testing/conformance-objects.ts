/** A demo office the conformance suites make objects in, and the member who acts in it (tests/unit/conformance/object-factories.ts). */
export interface ConformanceOwner {
  slug: string;
  member: string;
}

/** An object of an office that a route names by id, and how to tell it is still as it was. */
export interface ConformanceObject {
  id: string;
  /** The route's other path parameters that reach the object (a record's module), if it has any. */
  params?: Record<string, string>;
  /** Whether the object is untouched, read by its owner; answers why not otherwise. */
  check(): Promise<{ isIntact: true } | { isIntact: false; why: string }>;
}
