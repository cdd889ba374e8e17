// Keyboard-only replay of a generated journey (issue 19): while a page is in keyboard mode, the drivers'
// own locator actions (click, fill, check, setChecked, selectOption) are carried out the way a keyboard
// user would: Tab or Shift+Tab until the control has focus, then Enter, Space, arrows or typing. Each
// control reached must show a visible focus indicator. The drivers stay as they are: one description of
// how a step is performed, two ways of performing it.
import type { Locator, Page } from 'playwright-core';

const keyboardPages = new WeakSet<Page>();
/** More Tab presses than any page of the portal has stops: the control is not reachable by keyboard. */
const MAX_TABS = 250;

type Where = 'focused' | 'group' | 'before' | 'after';

/** Where the target is relative to the focused element (a radio of the target's group counts as 'group'). */
const whereIs = (target: Locator): Promise<Where> =>
  target.evaluate((el): Where => {
    const active = document.activeElement;
    if (active === el) return 'focused';
    if (
      el instanceof HTMLInputElement &&
      el.type === 'radio' &&
      active instanceof HTMLInputElement &&
      active.type === 'radio' &&
      active.name === el.name &&
      active.form === el.form
    )
      return 'group';
    if (!active || active === document.body) return 'after';
    return active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING ? 'before' : 'after';
  });

/** A control with focus must show it: an outline or a focus shadow on it or its wrapping option. */
async function expectFocusVisible(target: Locator, what: string): Promise<void> {
  const visible = await target.evaluate((el) => {
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    return shows(el) || shows(el.parentElement) || shows(el.parentElement?.parentElement ?? null);
  });
  if (!visible) throw new Error(`Keyboard focus on ${what} is not visible (no outline or focus shadow)`);
}

/** Tabs to the target (or into its radio group) from wherever focus is; fails when it is unreachable. */
async function tabTo(target: Locator, what: string): Promise<Where> {
  const page = target.page();
  await target.waitFor({ state: 'visible' });
  for (let presses = 0; presses < MAX_TABS; presses++) {
    const where = await whereIs(target);
    if (where === 'focused' || where === 'group') return where;
    await page.keyboard.press(where === 'before' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what} cannot be reached with Tab (${MAX_TABS} presses)`);
}

const describe = (target: Locator) => target.toString();

async function keyboardClick(target: Locator): Promise<void> {
  const what = describe(target);
  const kind = await target.evaluate((el) =>
    el instanceof HTMLInputElement ? el.type : el.getAttribute('role') === 'option' ? 'option' : 'control',
  );
  if (kind === 'option' && (await target.getAttribute('tabindex')) === null) {
    // A listbox option that is not a tab stop: the combobox that owns it moves to it with the arrows.
    await keyboardChooseOption(target);
    return;
  }
  if (kind === 'radio' || kind === 'checkbox') {
    await keyboardSetChecked(target, kind === 'radio' ? true : !(await target.isChecked()));
    return;
  }
  await tabTo(target, what);
  await expectFocusVisible(target, what);
  await target.page().keyboard.press('Enter');
}

async function keyboardChooseOption(option: Locator): Promise<void> {
  const page = option.page();
  for (let presses = 0; presses < 50; presses++) {
    const chosen = await option.evaluate((el) => {
      const active = document.activeElement;
      return (
        active?.getAttribute('aria-activedescendant') === el.id || el.getAttribute('aria-selected') === 'true'
      );
    });
    if (chosen) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${describe(option)} cannot be chosen with the arrow keys`);
}

async function keyboardSetChecked(target: Locator, checked: boolean): Promise<void> {
  const what = describe(target);
  const where = await tabTo(target, what);
  const page = target.page();
  if (where === 'group') {
    // Arrow keys move through a radio group, checking as they go.
    for (let presses = 0; presses < 30 && (await whereIs(target)) !== 'focused'; presses++)
      await page.keyboard.press('ArrowDown');
    if ((await whereIs(target)) !== 'focused') throw new Error(`${what} cannot be reached with the arrows`);
  }
  await expectFocusVisible(target, what);
  if ((await target.isChecked()) !== checked) await page.keyboard.press('Space');
}

async function keyboardFill(target: Locator, value: string): Promise<void> {
  const what = describe(target);
  await tabTo(target, what);
  await expectFocusVisible(target, what);
  const keyboard = target.page().keyboard;
  await keyboard.press('ControlOrMeta+A');
  await keyboard.press('Backspace');
  if (value) await keyboard.type(value);
}

type Choice = string | { value?: string; label?: string; index?: number };

async function keyboardSelect(target: Locator, choice: Choice): Promise<void> {
  const what = describe(target);
  await tabTo(target, what);
  await expectFocusVisible(target, what);
  const wanted = typeof choice === 'string' ? { value: choice, label: choice } : choice;
  const { from, to } = await target.evaluate(
    (el, want) => {
      const select = el as HTMLSelectElement;
      const options = Array.from(select.options);
      const index =
        want.index !== null
          ? want.index
          : options.findIndex((o) => o.value === want.value || o.label === want.label);
      return { from: select.selectedIndex, to: index };
    },
    { value: wanted.value ?? null, label: wanted.label ?? null, index: wanted.index ?? null },
  );
  if (to < 0) throw new Error(`${what} has no option ${JSON.stringify(choice)}`);
  const key = to > from ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(to - from); i++) await target.page().keyboard.press(key);
}

let installed = false;

/** Routes the locator actions of pages in keyboard mode through the keyboard; other pages are unchanged. */
function install(page: Page): void {
  if (installed) return;
  installed = true;
  const proto = Object.getPrototypeOf(page.locator('body')) as Record<string, unknown>;
  const original = {
    click: proto['click'] as (this: Locator, ...args: unknown[]) => Promise<void>,
    fill: proto['fill'] as (this: Locator, ...args: unknown[]) => Promise<void>,
    check: proto['check'] as (this: Locator, ...args: unknown[]) => Promise<void>,
    uncheck: proto['uncheck'] as (this: Locator, ...args: unknown[]) => Promise<void>,
    setChecked: proto['setChecked'] as (this: Locator, ...args: unknown[]) => Promise<void>,
    selectOption: proto['selectOption'] as (this: Locator, ...args: unknown[]) => Promise<string[]>,
  };
  const on = (locator: Locator) => keyboardPages.has(locator.page());
  proto['click'] = function (this: Locator, ...args: unknown[]) {
    return on(this) ? keyboardClick(this) : original.click.apply(this, args);
  };
  proto['fill'] = function (this: Locator, value: string, ...rest: unknown[]) {
    return on(this) ? keyboardFill(this, value) : original.fill.apply(this, [value, ...rest]);
  };
  proto['check'] = function (this: Locator, ...args: unknown[]) {
    return on(this) ? keyboardSetChecked(this, true) : original.check.apply(this, args);
  };
  proto['uncheck'] = function (this: Locator, ...args: unknown[]) {
    return on(this) ? keyboardSetChecked(this, false) : original.uncheck.apply(this, args);
  };
  proto['setChecked'] = function (this: Locator, checked: boolean, ...rest: unknown[]) {
    return on(this) ? keyboardSetChecked(this, checked) : original.setChecked.apply(this, [checked, ...rest]);
  };
  proto['selectOption'] = async function (this: Locator, choice: Choice, ...rest: unknown[]) {
    if (!on(this)) return original.selectOption.apply(this, [choice, ...rest]);
    await keyboardSelect(this, choice);
    return [];
  };
}

/** Runs `work` with the page's locator actions performed by keyboard only; any use of the mouse fails. */
export async function withKeyboardOnly<T>(page: Page, work: () => Promise<T>): Promise<T> {
  install(page);
  keyboardPages.add(page);
  const mouse = page.mouse as unknown as Record<string, unknown>;
  const pointer = ['click', 'dblclick', 'down', 'move', 'up', 'wheel'].map(
    (name) => [name, mouse[name]] as const,
  );
  for (const [name] of pointer)
    mouse[name] = () => Promise.reject(new Error(`The mouse (${name}) was used in a keyboard-only replay`));
  try {
    return await work();
  } finally {
    for (const [name, method] of pointer) mouse[name] = method;
    keyboardPages.delete(page);
  }
}

/** After a step change in keyboard mode, focus must be on the new step's heading. */
export async function expectHeadingFocused(page: Page, name: string, where: string): Promise<void> {
  try {
    await page.waitForFunction(
      (heading) =>
        /^H[1-6]$/.test(document.activeElement?.tagName ?? '') &&
        document.activeElement?.textContent?.trim() === heading,
      name,
      { timeout: 5_000 },
    );
  } catch {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
    throw new Error(`${where}: focus should move to the heading '${name}', it is on ${focused}`);
  }
}
