// How the portal's build cuts its code into files sized for HTTP (decision 270), not one file per module:
//  - `shell`: everything the entry imports statically (React, the router, the app shell, the route tree);
//  - `kit`: the shared engine kit (XState, the runner, valibot, the form schemas every chart checks, the UI
//    kit's basics), loaded with the first wizard a URL opens;
//  - `fields`: what form screens share (Modular Forms with its signals, the field components, the combobox,
//    the dialog), apart from the kit so a first step that is no form (the join's advisor) loads none of it;
//  - one chunk per journey (`purchase`, `renewal`, `home-port`, …: its binding, chart and first screens),
//    one `<journey>-steps` chunk with the screens of its later steps (prefetched while a step shows,
//    flows/runner/use-step-prefetch.ts), and one chunk per set of journeys for what several share;
//  - `dashboard`: what the member area's home reaches, and `page-basics`: what it shares with /login;
//  - elkjs alone (1.46 MB, /flows only; its bytes change only when elkjs does, decision 201).
// A module is placed by the journeys whose lazily loaded parts (binding, chart, later screens) reach it
// through static imports; what only pages outside the journeys reach keeps Rolldown's automatic split, but
// what the dashboard reaches is the dashboard's, so /members loads neither the kit nor a journey's chunk.
import type { Rolldown } from 'vite';

type ModuleInfo = Rolldown.ModuleInfo;
type ChunkingContext = Rolldown.ChunkingContext;

const KIT_LIBRARIES = /node_modules[\\/](xstate|@xstate|valibot|use-isomorphic-layout-effect)[\\/]/;
/** What this many journeys' first screens share belongs to the kit; fewer share a chunk of their own. */
const WIDELY_SHARED = 4;
/** What form screens share: the form library, the field components, the combobox, the dialog. */
const FIELDS =
  /node_modules[\\/](@modular-forms|@preact)[\\/]|[\\/](screens[\\/]forms[\\/]|ui[\\/]([a-z-]+-field|combobox|dialog)\.tsx$)/;
/** The engine and the pieces every wizard shares, by folder of the project. */
const KIT_SOURCES =
  /[\\/](flows[\\/](runner[\\/]|journey-view|journey-paths|lazy-screen|define-flow)|ui[\\/]|machines[\\/]forms[\\/])/;
/** A lazily loaded root of a journey: its binding or chart, or a later step's screen. */
const JOURNEY_ROOT =
  /[\\/](journeys[\\/][a-z-]+[\\/]([a-z-]+)\.journey\.ts|machines[\\/]([a-z-]+)\.machine\.ts)$/;
const STEP_ROOT = /[\\/]screens[\\/]([a-z-]+)[\\/]/;
/** Charts whose chunk carries another name: the upgrades' two, the account's three, the partner login. */
const ALIASES: Record<string, string> = {
  'upgrade-membership': 'upgrades',
  'upgrade-trailer-care': 'upgrades',
  'contact-edit': 'account',
  'email-change': 'account',
  'password-change': 'account',
  'partner-login': 'partner-application',
};
/** A root outside the journeys: a page (its split is Rolldown's) or the visualizer (ignored: /flows is a tool). */
const PAGE = 'page';
/**
 * The member area's home (`/members`), the page members open first: what it reaches goes in a chunk of its
 * own, which journeys and pages reaching the same modules (the UI kit's buttons, the query client, the
 * dashboard's queries) load too, so the dashboard loads neither the kit nor a journey's chunk.
 */
const DASHBOARD = 'dashboard';
const DASHBOARD_ROOT = /[\\/]src[\\/]pages[\\/]members[\\/]members-home-page\.tsx$/;
/** The login page, the other first screen outside the journeys: what it shares with the dashboard is apart. */
const LOGIN = 'login';
const LOGIN_ROOT = /[\\/]src[\\/]pages[\\/]auth[\\/]login-page\.tsx$/;
/** What the dashboard and the login page share (the spinner, the page title): small, so /login stays light. */
const PAGE_BASICS = 'page-basics';
const VISUALIZER = /[\\/]src[\\/]visualizer[\\/]|\.(words|scenarios|examples)\.ts$/;

/** The chunk a lazily loaded module starts: its journey, `<journey>-steps` for a screen, a page, or none. */
export function rootFamily(id: string): string | null {
  if (VISUALIZER.test(id)) return null;
  if (DASHBOARD_ROOT.test(id)) return DASHBOARD;
  if (LOGIN_ROOT.test(id)) return LOGIN;
  const journey = JOURNEY_ROOT.exec(id);
  const chart = journey?.[2] ?? journey?.[3];
  if (chart) return ALIASES[chart] ?? chart;
  const screen = STEP_ROOT.exec(id)?.[1];
  return screen && !id.includes('node_modules') ? `${ALIASES[screen] ?? screen}-steps` : PAGE;
}

/**
 * The chunk of a module reached from these roots: its journey's (a page reaching it imports that chunk), the
 * journey's later steps' when only they reach it, `forms` for what only later steps of several journeys
 * share, the kit for what many journeys' first screens share, one chunk per few journeys sharing it
 * (`purchase+renewal`), Rolldown's own split for what only pages reach; what the dashboard reaches is
 * the dashboard's (`page-basics` when /login reaches it too), even the UI kit's modules.
 */
export function chunkFor(families: ReadonlySet<string>): string | null {
  if (families.has(DASHBOARD)) return families.has(LOGIN) ? PAGE_BASICS : DASHBOARD;
  const journeys = [...families].filter(
    (family) =>
      family !== PAGE &&
      family !== LOGIN &&
      !(family.endsWith('-steps') && families.has(family.slice(0, -6))),
  );
  if (journeys.length <= 1) return journeys[0] ?? null;
  if (journeys.every((family) => family.endsWith('-steps'))) return 'forms';
  const eager = journeys.filter((family) => !family.endsWith('-steps')).sort();
  return eager.length >= WIDELY_SHARED ? 'kit' : eager.join('+');
}

interface Placement {
  /** By the journeys reaching it (`chunkFor`). */
  chunk: string | null;
  /** Only journeys whose code reaches the form library reach it: they load `fields` with it anyway. */
  formsOnly: boolean;
}

/** Every module's chunk name by the journeys reaching it, computed once per build from any module. */
function placeModules(start: string, ctx: ChunkingContext): Map<string, Placement> {
  const infos = new Map<string, ModuleInfo>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    const info = infos.has(id) ? undefined : ctx.getModuleInfo(id);
    if (!info) continue;
    infos.set(id, info);
    queue.push(
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
      ...info.importers,
      ...info.dynamicImporters,
    );
  }
  const families = new Map<string, Set<string>>();
  for (const [root, info] of infos) {
    if (info.dynamicImporters.length === 0) continue;
    const family = rootFamily(root);
    if (family === null) continue;
    const reached = [root];
    const seen = new Set(reached);
    while (reached.length > 0) {
      const id = reached.pop() as string;
      const set = families.get(id) ?? new Set<string>();
      set.add(family);
      families.set(id, set);
      for (const next of infos.get(id)?.importedIds ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          reached.push(next);
        }
    }
  }
  const withForms = new Set<string>();
  for (const [id, set] of families) if (FIELDS.test(id)) for (const family of set) withForms.add(family);
  const formsOnly = (set: Set<string>) =>
    [...set].every((family) => withForms.has(family) && ![PAGE, DASHBOARD, LOGIN].includes(family));
  return new Map([...families].map(([id, set]) => [id, { chunk: chunkFor(set), formsOnly: formsOnly(set) }]));
}

/**
 * A module's chunk from where `chunkFor` placed it: the engine's libraries and sources go to the kit (what
 * the dashboard reaches stays the dashboard's), and what form screens share leaves the kit for `fields`:
 * the form library and fields, and what only journeys loading them reach (`formsOnly`, e.g. the password
 * rules), so a first step with no form (the join's advisor) loads none of it.
 */
export function chunkOf(id: string, placed: string | null, formsOnly = false): string | null {
  const name =
    KIT_LIBRARIES.test(id) || (placed !== DASHBOARD && placed !== PAGE_BASICS && KIT_SOURCES.test(id))
      ? 'kit'
      : placed;
  return name === 'kit' && (FIELDS.test(id) || formsOnly) ? 'fields' : name;
}

function journeyChunks(): Rolldown.CodeSplittingNameFunction {
  let places: Map<string, Placement> | undefined;
  return (id, ctx) => {
    if (KIT_LIBRARIES.test(id)) return chunkOf(id, null);
    places ??= placeModules(id, ctx);
    const place = places.get(id);
    return chunkOf(id, place?.chunk ?? null, place?.formsOnly);
  };
}

export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'elkjs', test: /node_modules[\\/]elkjs[\\/]/, priority: 4 },
    { name: 'shell', tags: ['$initial'], priority: 3 },
    { name: journeyChunks(), priority: 1 },
  ];
}

/** The entry chunk Vite names after index.html: the shell, which imports every page and journey lazily. */
const SHELL_ENTRY = /(^|[\\/])assets[\\/]index-[\w-]+\.js$/;

/**
 * The scripts a dynamic import preloads beside its own (Vite's `modulePreload.resolveDependencies`): every
 * one for the shell's imports (a page or journey opened in the app arrives in one round) and for the HTML;
 * none for the imports inside lazily loaded chunks (a journey's later steps, its child flows and later
 * calls), which the runner fetches while the browser is idle (flows/runner/use-step-prefetch.ts): their own
 * imports arriving a round later cost the boater nothing, and no first screen carries their lists.
 */
export function preloadDependencies(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' || SHELL_ENTRY.test(hostId) ? deps : [];
}
