/**
 * A menu section's name and description in Vietnamese and English side by side, and its address
 * part (slug), for a new section or one being changed. Checked with the API's own contract before
 * sending; a slug another section has is refused at its field.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { MenuSectionFormValues } from '@storefront/shared/contracts/menu-admin';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { TextField } from '@storefront/shared/ui/fields';
import { contentStaffKey } from '../../../app/staff-i18n';
import { BilingualFields } from '@storefront/shared/console/bilingual-fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { SaveOrCancel } from '@storefront/shared/console/save-or-cancel';
import { menuQueries } from '../menu-queries';
import type { ConsoleSection } from './menu-console';
import ui from '@storefront/shared/console/console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const createMenuSectionInput = schemaOnDemand(() => import('@storefront/shared/contracts/menu-admin').then((contract) => contract.createMenuSectionInput));

const both = (text: { vi: string; en?: string } | null | undefined) => ({ vi: text?.vi ?? '', en: text?.en ?? '' });

export function SectionForm({ section, onDone }: { section?: ConsoleSection; onDone: () => void }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.menu.createSection.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.menu.updateSection.mutationOptions({ meta: shownByTheCaller }));
  const defaultValues: MenuSectionFormValues = { slug: section?.slug ?? '', name: both(section?.name), description: both(section?.description) };
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(createMenuSectionInput, {
    defaultValues,
    failureFallback: contentStaffKey('menuAdmin.saveFailed'),
    onSubmit: async (input) => {
      if (section) await update.mutateAsync({ id: section.id, ...input });
      else await create.mutateAsync(input);
      toast({ type: 'success', message: t(section ? 'menuAdmin.sectionSaved' : 'menuAdmin.sectionCreated', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: menuQueries.consoleKey(trpc) });
      onDone();
    },
  });
  const title = section ? t('menuAdmin.editSectionNamed', { name: section.name.vi }) : t('menuAdmin.newSection');
  return (
    <form className={`${ui.form} ${ui.panel}`} onSubmit={submit} onFocus={prefetch} noValidate aria-label={title}>
      <FormFailure message={failure} className={ui.alert} />
      <BilingualFields form={{ register, fieldError }} name="name" label={t('menuAdmin.sectionName')} required />
      <BilingualFields form={{ register, fieldError }} name="description" label={t('menuAdmin.description')} required={false} rows={2} />
      <TextField label={t('menuAdmin.slug')} hint={t('menuAdmin.slugHint')} required {...register('slug')} error={fieldError('slug')} />
      <SaveOrCancel label={t(section ? 'menuAdmin.saveSection' : 'menuAdmin.createSection')} sending={sending} onCancel={onDone} />
    </form>
  );
}
