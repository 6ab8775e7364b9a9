/**
 * Errors of the domain, free of HTTP: code below the routes (extract/, ai/, storage/) throws these,
 * and the error handler (plugins/error-handler.ts) gives each its status. Every message is one a
 * person can act on, as it reaches the client unchanged.
 */
export class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The document is not what it claims to be, is empty, or cannot be opened (400). */
export class UnreadableDocumentError extends DomainError {}

/** A kind of file that is not accepted here (415). */
export class UnsupportedFileError extends DomainError {}

/** Over a size limit (413). */
export class TooLargeError extends DomainError {}
