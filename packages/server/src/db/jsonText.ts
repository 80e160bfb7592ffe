/**
 * An answer's data already written as JSON text (by the database, for a hot read whose rows are
 * only passed through, or by hand from a hot read's rows: the subscription list), standing for a
 * value of type T. The answer cache (http/answerCache.ts) puts
 * the text into the envelope as it is, instead of building objects to serialise them again.
 * Anywhere else, JSON.stringify reads it through toJSON: the same value, so the same bytes.
 *
 * The text must be what JSON.stringify writes for the value: no spaces, keys in the contract's
 * order, strings escaped as JSON.stringify escapes them, numbers as JavaScript prints them
 * (the tests compare answers byte for byte).
 */
export class JsonText<T> {
  /** Never set: it carries T, so that a handler's answer is checked against the contract. */
  declare readonly value?: T

  constructor(readonly text: string) {}

  toJSON(): T {
    return JSON.parse(this.text) as T
  }
}

/** The data of an answer: the value, or its JSON text. */
export type DataOf<T> = T | JsonText<T>
