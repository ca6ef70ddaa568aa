/**
 * A point on the area map: its name and description in Vietnamese and English side by side, its
 * kind (one the public map knows), where it stands (a click on the map, or its X and Y in percent:
 * the two stay in step), its latitude and longitude for map links (optional, as a pair), a picture
 * and its address part (slug). Checked with the API's own contract before sending.
 */
import { useId } from 'react';
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { MapPointFormValues } from '@storefront/shared/contracts/map-admin';
import { mapPointCategories } from '@storefront/shared/contracts/vocabulary';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { contentStaffKey } from '../../../app/staff-i18n';
import { BilingualFields } from '@storefront/shared/console/bilingual-fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { SaveOrCancel } from '@storefront/shared/console/save-or-cancel';
import { ImageField } from '@storefront/shared/console/image-field';
import { mapQueries } from '../map-queries';
import { MapPicker, type MapPosition } from './map-picker';
import ui from '@storefront/shared/console/console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const mapPointInput = schemaOnDemand(() => import('@storefront/shared/contracts/map-admin').then((contract) => contract.mapPointInput));

type Console = RouterOutputs['map']['adminList'];
export type ConsolePoint = Console['points'][number];

// A number field reads as a number; an empty one becomes NaN, which the contract refuses.
const asNumber = { valueAsNumber: true } as const;
// An empty latitude or longitude means "none".
const asOptionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) } as const;

const both = (text: { vi: string; en?: string } | undefined) => ({ vi: text?.vi ?? '', en: text?.en ?? '' });

export function PointForm({ point, map, onDone }: { point?: ConsolePoint; map: Console; onDone: () => void }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hintId = useId();
  const create = useMutation(trpc.map.createPoint.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.map.updatePoint.mutationOptions({ meta: shownByTheCaller }));
  const defaultValues: MapPointFormValues = {
    slug: point?.slug ?? '',
    name: both(point?.name),
    description: both(point?.description),
    category: point?.category ?? 'viewpoint',
    // A new point starts in the middle of the map, to be put in its place.
    x: point?.x ?? 50,
    y: point?.y ?? 50,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    imageUrl: point?.imageUrl ?? '',
  };
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = useContractForm(mapPointInput, {
    defaultValues,
    failureFallback: contentStaffKey('mapAdmin.saveFailed'),
    onSubmit: async (input) => {
      if (point) await update.mutateAsync({ id: point.id, ...input });
      else await create.mutateAsync(input);
      toast({ type: 'success', message: t(point ? 'mapAdmin.saved' : 'mapAdmin.created', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: mapQueries.consoleKey(trpc) });
      onDone();
    },
  });
  const place = ({ x, y }: MapPosition) => {
    // Checked again at once after a refused submit, so a click that fixes the place clears its error.
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('x', x, options);
    form.setValue('y', y, options);
  };
  const title = point ? t('mapAdmin.editNamed', { name: point.name.vi }) : t('mapAdmin.new');
  const categoryOptions = mapPointCategories.map((category) => ({ value: category, label: t(`mapAdmin.categories.${category}`) }));
  const others = map.points.filter((other) => other.id !== point?.id);
  return (
    <form className={`${ui.form} ${ui.panel}`} onSubmit={submit} onFocus={prefetch} noValidate aria-label={title}>
      <FormFailure message={failure} className={ui.alert} />
      <BilingualFields form={{ register, fieldError }} name="name" label={t('mapAdmin.name')} required />
      <BilingualFields form={{ register, fieldError }} name="description" label={t('mapAdmin.description')} required rows={2} />
      <Select label={t('mapAdmin.category')} required options={categoryOptions} {...register('category')} error={fieldError('category')} />
      <fieldset className={ui.group}>
        <legend>{t('mapAdmin.position')}</legend>
        <p id={hintId} className={ui.meta}>
          {t('mapAdmin.positionHint')}
        </p>
        <MapPicker imageUrl={map.mapImageUrl} position={{ x: watch('x'), y: watch('y') }} others={others} onPlace={place} hintId={hintId} />
        <div className={ui.grid}>
          <TextField label={t('mapAdmin.x')} type="number" inputMode="decimal" min={0} max={100} step={0.1} required {...register('x', asNumber)} error={fieldError('x')} />
          <TextField label={t('mapAdmin.y')} type="number" inputMode="decimal" min={0} max={100} step={0.1} required {...register('y', asNumber)} error={fieldError('y')} />
        </div>
      </fieldset>
      <div className={ui.grid}>
        <TextField label={t('mapAdmin.lat')} hint={t('mapAdmin.coordinatesHint')} type="number" inputMode="decimal" step="any" {...register('lat', asOptionalNumber)} error={fieldError('lat')} />
        <TextField label={t('mapAdmin.lng')} type="number" inputMode="decimal" step="any" {...register('lng', asOptionalNumber)} error={fieldError('lng')} />
        <TextField label={t('mapAdmin.slug')} hint={t('mapAdmin.slugHint')} required {...register('slug')} error={fieldError('slug')} />
      </div>
      <ImageField label={t('mapAdmin.image')} value={String(watch('imageUrl') ?? '')} onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })} error={fieldError('imageUrl')} choices={map.images} optional />
      <SaveOrCancel label={t(point ? 'mapAdmin.save' : 'mapAdmin.create')} sending={sending} onCancel={onDone} />
    </form>
  );
}
