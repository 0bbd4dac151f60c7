import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { compareLabels } from '../screens/compare/compare-toggle';
import { toggleState } from './compare-toggle-view';

describe('compare toggle', () => {
  // Label in name (WCAG 2.5.3): a visitor who says or sees "Compare" finds the button by it.
  for (const locale of LOCALES) {
    it(`names each state with its visible text first, in ${locale}`, () => {
      const labels = compareLabels(translator(locale));
      const states = [
        toggleState([], 'acme', 'Acme & Co', labels),
        toggleState(['acme'], 'acme', 'Acme & Co', labels),
        toggleState(['a', 'b', 'c', 'd'], 'acme', 'Acme & Co', labels),
      ];
      expect(states.map((state) => [state.selected, state.next === null])).toEqual([
        [false, false],
        [true, false],
        [false, true],
      ]);
      for (const state of states) {
        expect(state.label.toLocaleLowerCase(locale).startsWith(state.text.toLocaleLowerCase(locale))).toBe(
          true,
        );
        expect(state.label.length).toBeGreaterThan(state.text.length);
      }
      // The member is named where the toggle acts on them.
      expect(states[0]?.label).toContain('Acme & Co');
      expect(states[1]?.label).toContain('Acme & Co');
    });
  }
});
