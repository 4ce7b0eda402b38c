/** What every upload shares before its content is read: file names and the chosen-file rules. */
export * from './rules.ts';
