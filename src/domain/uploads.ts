/**
 * Sections 5 and 9: an uploaded sheet (a contacts file, the composer's recipient file, a
 * blacklist file) is at most 15 MB, whatever its kind (xlsx, xls, csv, txt): its rows cost the
 * same to read, check and store, and one rule is what the user is told. The browser refuses a
 * larger file before sending it; the server refuses it again (413).
 */
export const maxSheetUploadBytes = 15 * 1024 * 1024;

/** The limit as the "file too large" message shows it. */
export const maxSheetUploadText = '15MB';
