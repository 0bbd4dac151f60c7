import { useI18n } from '../i18n/i18n-context';
import type { RouteName } from '../routing/route-table';
import type { LayoutName } from '../routing/screen';
import { defineScreen } from '../routing/screen';

function Placeholder({ data: name }: { data: RouteName }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t(`common.screens.${name}`)}</h1>
      <p className="mt-4 text-slate-600">{t('common.comingSoon')}</p>
    </section>
  );
}

/**
 * A screen that only says it is coming: its route, validation, head and status already work,
 * so the screen engineers replace `Component` (and add `load`) without touching routing.
 */
export function placeholderScreen<N extends RouteName>(name: N, layout: LayoutName) {
  return defineScreen<N, RouteName>(name, {
    layout,
    load: async () => name,
    head: ({ t }) => ({ title: t(`common.screens.${name}`) }),
    Component: Placeholder,
  });
}
