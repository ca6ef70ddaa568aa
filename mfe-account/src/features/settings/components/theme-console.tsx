/**
 * The admins' theme console (staff area `settings`): choose a theme, edit its light and dark
 * colour scales and name, see the contrast of every place the site puts text on those colours and
 * a live preview, make it the site's theme, create another from the form's colours, and set the
 * theme's ticket-card style. The forms check the API's own contracts, which refuse text under
 * WCAG AA; the public site shows a saved change to the active theme on its next page load.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { formatRatio, themeTextContrast } from '@storefront/shared/theme/contrast';
import { SCALE_KEYS, SHADE_KEYS, type ColorScale } from '@storefront/shared/theme/theme-defaults';
import type { TicketCardSettings } from '@storefront/shared/theme/ticket-card-defaults';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { themeQueries } from '../theme-queries';
import { TicketCardForm } from './ticket-card-form';
import { ThemePreview, type ColourValues } from './theme-preview';
import styles from './theme-console.module.css';

/** Fetched when a form is first focused; see schemaOnDemand. */
const updateThemeInput = schemaOnDemand(() => import('@storefront/shared/contracts/theme-admin').then((contract) => contract.updateThemeInput));
const createThemeInput = schemaOnDemand(() => import('@storefront/shared/contracts/theme-admin').then((contract) => contract.createThemeInput));

type Theme = RouterOutputs['theme']['adminList'][number];

const HEX = /^#[0-9a-f]{6}$/i;
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every place the site puts text on the theme's primary colours, with its ratio and verdict. */
function ContrastReport({ colours }: { colours: ColourValues }) {
  const { t } = useTranslation('account');
  const pairs = themeTextContrast(colours as unknown as Record<'light' | 'dark', { primary: ColorScale }>);
  const failing = pairs.filter((pair) => pair.ratio !== null && !pair.passes).length;
  return (
    <section className={styles.panel} aria-labelledby="theme-contrast-heading">
      <h2 id="theme-contrast-heading" className={styles.heading}>
        {t('theme.contrast')}
      </h2>
      <p className={styles.hint}>{t('theme.contrastIntro')}</p>
      <p role="status" className={failing > 0 ? styles.fails : undefined}>
        {failing > 0 ? t('theme.contrastFailing', { count: failing }) : t('theme.contrastAllPass')}
      </p>
      <ul className={styles.pairs}>
        {pairs.map(({ pair, ratio, passes }) => (
          <li key={`${pair.mode}-${pair.id}`} className={styles.pair}>
            <span>
              {t(`theme.pair.${pair.id}`, { shade: pair.shade })} · {t(pair.mode === 'dark' ? 'theme.dark' : 'theme.light')}
            </span>
            <span className={ratio !== null && !passes ? styles.fails : undefined}>
              {ratio === null ? t('theme.invalid') : `${t('theme.ratio', { ratio: formatRatio(ratio) })} · ${t(passes ? 'theme.passes' : 'theme.fails')}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewThemeForm({ colours }: { colours: ColourValues }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.theme.create.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, form, reset } = useContractForm(createThemeInput, {
    defaultValues: { name: '', activate: false, colors: copy(colours) },
    failureFallback: accountKey('theme.createFailed'),
    onSubmit: async (input) => {
      const created = await create.mutateAsync(input);
      toast({ type: 'success', message: t('theme.created', { name: created.name }) });
      reset({ name: '', activate: false, colors: copy(colours) });
      await queryClient.invalidateQueries({ queryKey: themeQueries.themesKey(trpc) });
    },
  });
  const coloursInvalid = Boolean(form.formState.errors.colors);
  return (
    <form
      className={styles.panel}
      aria-labelledby="theme-create-heading"
      onFocus={prefetch}
      noValidate
      onSubmit={(event) => {
        // The colours are the theme form's, as they are now.
        form.setValue('colors', copy(colours));
        return submit(event);
      }}
    >
      <h2 id="theme-create-heading" className={styles.heading}>
        {t('theme.create')}
      </h2>
      <p className={styles.hint}>{t('theme.createIntro')}</p>
      <FormFailure message={failure ?? (coloursInvalid ? t('theme.coloursInvalid') : null)} className={styles.alert} />
      <div className={styles.row}>
        <TextField label={t('theme.newName')} required maxLength={60} {...register('name')} error={fieldError('name')} />
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('activate')} />
          {t('theme.activateNew')}
        </label>
        <Button type="submit" variant="secondary" loading={sending}>
          {t('theme.createButton')}
        </Button>
      </div>
    </form>
  );
}

function ThemeEditor({ theme, themes, onChoose }: { theme: Theme; themes: Theme[]; onChoose: (id: number) => void }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [card, setCard] = useState<TicketCardSettings | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: themeQueries.themesKey(trpc) });
  const save = useMutation(trpc.theme.update.mutationOptions({ meta: shownByTheCaller }));
  const activate = useMutation(
    trpc.theme.activate.mutationOptions({
      onSuccess: async (active) => {
        toast({ type: 'success', message: t('theme.activated', { name: active.name }) });
        await refresh();
      },
    }),
  );
  const { register, fieldError, failure, sending, submit, prefetch, watch } = useContractForm(updateThemeInput, {
    defaultValues: { id: theme.id, name: theme.name, colors: copy(theme.colors) as ColourValues },
    failureFallback: accountKey('theme.saveFailed'),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync(input);
      toast({ type: 'success', message: t('theme.saved', { name: saved.name }) });
      await refresh();
    },
  });
  const colours = watch('colors') as ColourValues;

  return (
    <>
      <div className={styles.panel}>
        <Select
          label={t('theme.choose')}
          value={String(theme.id)}
          onChange={(event) => onChoose(Number(event.target.value))}
          options={themes.map((option) => ({ value: String(option.id), label: option.isActive ? t('theme.active', { name: option.name }) : option.name }))}
        />
        <p className={styles.hint}>{t(theme.isActive ? 'theme.activeNote' : 'theme.inactiveNote')}</p>
        {!theme.isActive && (
          <div className={styles.actions}>
            <Button variant="secondary" loading={activate.isPending} onClick={() => activate.mutate({ id: theme.id })}>
              {t('theme.activate')}
            </Button>
          </div>
        )}
      </div>

      <form className={styles.panel} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby="theme-colours-heading">
        <h2 id="theme-colours-heading" className={styles.heading}>
          {t('theme.colours')}
        </h2>
        <FormFailure message={failure} className={styles.alert} />
        <TextField label={t('theme.name')} required maxLength={60} {...register('name')} error={fieldError('name')} />
        {(['light', 'dark'] as const).map((mode) => (
          <fieldset key={mode} className={styles.fieldset}>
            <legend className={styles.legend}>{t(mode === 'dark' ? 'theme.dark' : 'theme.light')}</legend>
            {SCALE_KEYS.map((scale) => (
              <fieldset key={scale} className={styles.fieldset}>
                <legend className={styles.legend}>
                  {t(`theme.scale.${scale}`)} · {t(mode === 'dark' ? 'theme.dark' : 'theme.light')}
                </legend>
                <div className={styles.scale}>
                  {SHADE_KEYS.map((shade) => {
                    const value = colours?.[mode]?.[scale]?.[shade]?.trim() ?? '';
                    const name = `colors.${mode}.${scale}.${shade}` as const;
                    return (
                      <div key={shade} className={styles.shade}>
                        <TextField label={t('theme.shade', { shade })} spellCheck={false} autoComplete="off" maxLength={7} {...register(name)} error={fieldError(name)} />
                        <span className={styles.swatch} style={{ background: HEX.test(value) ? value : 'transparent' }} aria-hidden="true" />
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('theme.save')}
          </Button>
        </div>
      </form>

      <ContrastReport colours={colours} />
      <ThemePreview colours={colours} card={card} />
      <NewThemeForm colours={colours} />
      <TicketCardForm key={theme.id} themeId={theme.id} onChange={setCard} />
    </>
  );
}

export function ThemeConsole() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const themes = useQuery(themeQueries.themes(trpc));
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className={styles.console}>
      <p>{t('theme.intro')}</p>
      <QueryState query={themes} skeleton={<Skeleton shape="rect" height="20rem" />} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('theme.empty')} />}>
        {(list) => {
          const theme = list.find((item) => item.id === chosen) ?? list[0]!;
          // A saved or switched theme comes back with a new updatedAt: the form starts again from what is stored.
          return <ThemeEditor key={`${theme.id}-${theme.updatedAt}`} theme={theme} themes={list} onChoose={setChosen} />;
        }}
      </QueryState>
    </div>
  );
}
