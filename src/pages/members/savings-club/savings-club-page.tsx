// `/members/savings_club`: the member's Savings Club search (partner spec §2.4, §9). The query string is
// the search: every control navigates to new criteria (a new history entry), the list follows the URL.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { savingsClubSearchQueryOptions } from '@/api/queries/savings-club';
import {
  ALL_CATEGORIES,
  canClearSearch,
  FIRST_CATEGORIES,
  nearMePostalCodeProblem,
  NO_RESULTS,
  pageCount,
  readSavingsClubSearch,
  SEARCH_COUNTRIES,
  showingText,
  SORTS,
  type SavingsClubSearch,
} from '@/machines/savings-club/search-criteria';
import { OFFER_CATEGORIES } from '@/machines/savings-club/offer-categories';
import { COUNTRIES } from '@/machines/forms/regions';
import { Button } from '@/ui/button';
import { useFocusOnResult } from '@/ui/focus-target';
import { FormField } from '@/ui/form-field';
import { SelectField } from '@/ui/select-field';
import { Spinner } from '@/ui/spinner';
import { usePageMeta } from '@/src/shell/page-meta';
import { OfferGrid } from './offer-grid';
import { SAVINGS_CLUB_PATH } from './savings-club-routes';

export const SAVINGS_CLUB_TITLE = 'Savings Club';

export function SavingsClubPage() {
  usePageMeta({ title: SAVINGS_CLUB_TITLE, description: 'Member discounts from Savings Club partners.' });
  const { api } = useRouteContext({ from: '__root__' });
  const search = readSavingsClubSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const go = (change: Partial<SavingsClubSearch>) => {
    const next = { ...search, page: 1, ...change };
    // Searches unless the same criteria already have results (spec §4; the rule is the query's staleTime).
    void queryClient.prefetchQuery(savingsClubSearchQueryOptions(api, readSavingsClubSearch(next)));
    void navigate({ to: SAVINGS_CLUB_PATH, search: next });
  };
  const results = useQuery(savingsClubSearchQueryOptions(api, search));
  const total = results.data?.total ?? 0;
  // The count only for the criteria on screen: while the next search loads, the last list stays.
  const showing = results.isSuccess && !results.isPlaceholderData ? showingText(total, search.q) : null;
  const showingHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnResult(showingHeading, showing === null ? null : `${JSON.stringify(search)} ${showing}`);

  return (
    <div className="sc-page">
      <Link activeOptions={{ exact: true }} to="/members" className="sc-back">
        Back to Membership Dashboard
      </Link>
      <h1>{SAVINGS_CLUB_TITLE}</h1>
      <div className="sc-layout">
        <SearchFilters key={`${search.q ?? ''}|${search.zip ?? ''}`} search={search} go={go} />
        <section className="sc-results" aria-labelledby="sc-showing">
          <div className="sc-results__bar">
            <h2 id="sc-showing" ref={showingHeading}>
              {showing ?? 'Offers'}
            </h2>
            {/* Announced as each search's result arrives (the heading itself is not a live region). */}
            <p className="visually-hidden" role="status">
              {showing}
            </p>
            {canClearSearch(search) && (
              <Button variant="secondary" onClick={() => go({ q: undefined, category: ALL_CATEGORIES })}>
                Clear
              </Button>
            )}
            <SelectField
              label="Sort by"
              options={SORTS.map((sort) => ({ value: sort, label: sort }))}
              value={search.sort}
              onChange={(e) => go({ sort: e.target.value as SavingsClubSearch['sort'] })}
            />
          </div>
          {results.isPending && <Spinner label="Searching offers…" />}
          {results.isError && <p role="alert">Savings Club offers could not be loaded right now.</p>}
          {results.isSuccess && total === 0 && (
            <div className="sc-empty">
              <h3>{NO_RESULTS.title}</h3>
              <p>{NO_RESULTS.text}</p>
            </div>
          )}
          {results.data && total > 0 && (
            <OfferGrid
              offers={results.data.offers}
              search={search}
              busy={results.isPlaceholderData}
              namePartner
            />
          )}
          {results.data && pageCount(total) > 1 && (
            <Pagination page={search.page} pages={pageCount(total)} go={(page) => go({ page })} />
          )}
        </section>
      </div>
    </div>
  );
}

function SearchFilters({
  search,
  go,
}: {
  search: SavingsClubSearch;
  go: (c: Partial<SavingsClubSearch>) => void;
}) {
  const [term, setTerm] = useState(search.q ?? '');
  const [zip, setZip] = useState(search.zip ?? '');
  const [zipError, setZipError] = useState<string | null>(null);
  const [country, setCountry] = useState<string>(search.country);
  const [allCategories, setAllCategories] = useState(
    () =>
      !(FIRST_CATEGORIES as readonly string[]).includes(search.category) &&
      search.category !== ALL_CATEGORIES,
  );
  const shown = allCategories
    ? [
        ...FIRST_CATEGORIES,
        ...OFFER_CATEGORIES.filter((c) => !(FIRST_CATEGORIES as readonly string[]).includes(c)),
      ]
    : FIRST_CATEGORIES;
  // Beside the offers on a wide screen; folded on a phone, where it sits above them (theme.css, 800 px).
  const [open, setOpen] = useState(() => !window.matchMedia?.('(max-width: 800px)').matches);
  const bodyId = useId();
  return (
    <aside className="sc-filters" aria-label="Search offers">
      <button
        type="button"
        className="sc-filters__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        Search &amp; Filters
        <span className="purchase-cart__chevron" aria-hidden="true" />
      </button>
      <div id={bodyId} className="sc-filters__body" hidden={!open}>
        <form
          role="search"
          aria-label="Search by business name"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: term.trim() || undefined });
          }}
        >
          <FormField label="Business Name" name="q" value={term} onChange={(e) => setTerm(e.target.value)} />
          <Button type="submit">Search</Button>
        </form>
        <form
          noValidate
          aria-label="Deals Near Me"
          onSubmit={(e) => {
            e.preventDefault();
            const problem = nearMePostalCodeProblem(zip);
            setZipError(problem);
            if (problem) return;
            go({
              zip: zip.trim(),
              country: country as SavingsClubSearch['country'],
              sort: 'Distance from Me',
            });
          }}
        >
          <h2 className="sc-filters__title">Deals Near Me</h2>
          <FormField
            label="Postal Code"
            name="zip"
            value={zip}
            maxLength={10}
            required
            error={zipError ?? undefined}
            onChange={(e) => {
              setZip(e.target.value);
              setZipError(null);
            }}
          />
          <SelectField
            label="Country"
            options={COUNTRIES.filter((c) => (SEARCH_COUNTRIES as readonly string[]).includes(c.code)).map(
              (c) => ({
                value: c.code,
                label: c.name,
              }),
            )}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Find Deals
          </Button>
        </form>
        <fieldset className="sc-categories">
          <legend>Category</legend>
          {[ALL_CATEGORIES, ...shown].map((category) => (
            <label key={category} className="sc-categories__choice">
              <input
                type="radio"
                name="category"
                value={category}
                checked={search.category === category}
                onChange={() => go({ category: category as SavingsClubSearch['category'] })}
              />{' '}
              {category}
            </label>
          ))}
          {!allCategories && (
            <Button variant="link" onClick={() => setAllCategories(true)}>
              View All Categories
            </Button>
          )}
        </fieldset>
      </div>
    </aside>
  );
}

function Pagination({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  return (
    <nav className="sc-pages" aria-label="Pages">
      <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </Button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'secondary'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => go(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
