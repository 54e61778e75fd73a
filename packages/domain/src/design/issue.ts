import type { MessageParams } from '../messages/format.ts';

/** A rule violation or warning, with the path of the offending field in the design. */
export interface DesignIssue {
  /** Dotted path into the design, e.g. "columns.3.heightInSections". Empty for the whole design. */
  path: string;
  /** Stable machine code, e.g. "shelf.length.max". */
  code: string;
  /** Typed parameters of the message (lengths with their unit, allowed values, module numbers): each locale words code and parameters. */
  params?: MessageParams;
  /** The message in English, built from the code and parameters (for the API and logs; the web words it per locale). */
  message: string;
}

export interface ValidationResult {
  errors: DesignIssue[];
  warnings: DesignIssue[];
}

/** Result of parsing untrusted input into a design. */
export type ParseResult<D> = { ok: true; design: D } | { ok: false; errors: DesignIssue[] };
