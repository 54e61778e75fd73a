/** A rule violation or warning, with the path of the offending field in the design. */
export interface DesignIssue {
  /** Dotted path into the design, e.g. "columns.3.heightInSections". Empty for the whole design. */
  path: string;
  /** Stable machine code, e.g. "shelf.length.max". */
  code: string;
  /** The message a person reads (English source; the web translates by code). */
  message: string;
}

export interface ValidationResult {
  errors: DesignIssue[];
  warnings: DesignIssue[];
}

/** Result of parsing untrusted input into a design. */
export type ParseResult<D> = { ok: true; design: D } | { ok: false; errors: DesignIssue[] };
