// Member spec §1 "Query keys are built into URLs in snake_case" with plain values (issue 27 item 5: the
// error route's `status` is `404`, not `%22404%22`; `zip=11963`).
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params as plain text', () => {
  it('writes string, number and boolean values unquoted', () => {
    expect(stringifySearch({ status: '404', app: 'members' })).toBe('?status=404&app=members');
    expect(stringifySearch({ zip: '11963', page: 2, form_open: true })).toBe(
      '?zip=11963&page=2&form_open=true',
    );
    expect(stringifySearch({ q: 'Captain "Ray" & sons', skipped: undefined })).toBe(
      '?q=Captain+%22Ray%22+%26+sons',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('reads every value back as the text it was, numbers and leading zeros kept', () => {
    expect(parseSearch('?status=404&zip=01963&page=2&form_open=true')).toEqual({
      status: '404',
      zip: '01963',
      page: '2',
      form_open: 'true',
    });
    expect(parseSearch('q=Captain+%22Ray%22+%26+sons')).toEqual({ q: 'Captain "Ray" & sons' });
    expect(parseSearch('')).toEqual({});
  });

  it('round-trips what it writes', () => {
    const search = { offer_id: '0012', q: 'true', status: 'api-down' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
