// How the router writes and reads the query string (member spec §1: query keys in snake_case, values as
// plain text: `?status=404`, `?zip=11963`). TanStack Router's default JSON-quotes a string that looks like a
// number (`status=%22404%22`); here every value is written as its text and read back as text, so a
// route's validateSearch gets the string it checks (a zip, an sfid) and decides what else it means.
import { stringifySearchWith } from '@tanstack/react-router';

/** `?a=1&b=x` → `{ a: '1', b: 'x' }`: every value the text the URL holds (the last one of a repeated key). */
export const parseSearch = (searchStr: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(searchStr));

/** Strings, numbers and booleans as their text; an object (none of our routes has one) as JSON. */
export const stringifySearch = stringifySearchWith(JSON.stringify);
