/**
 * The contact page, saved whole: hotline, email, address and opening hours (which the footer of
 * every page shows too), where the map links point and the social networks. Checked with the API's
 * own contract before sending.
 */
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { ContactPageFormValues } from '@storefront/shared/contracts/page-admin';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { contentStaffKey } from '../../../app/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { pageQueries } from '../page-queries';
import { BilingualPair, editable, ListRow, ListSection, type Bound } from './form-parts';
import styles from './pages-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const updateContactPageInput = schemaOnDemand(() => import('@storefront/shared/contracts/page-admin').then((contract) => contract.updateContactPageInput));

type Contact = RouterOutputs['page']['adminContact'];

function valuesOf({ document, updatedAt }: Contact): ContactPageFormValues {
  return { basedOn: updatedAt, ...document, address: editable(document.address), openingHours: editable(document.openingHours), socials: document.socials.map((social) => ({ ...social })) };
}

function ContactForm({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.page.updateContact.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, reset, form } = useContractForm(updateContactPageInput, {
    defaultValues: valuesOf(contact),
    failureFallback: contentStaffKey('pages.saveFailed'),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync(input);
      toast({ type: 'success', message: t('pages.contact.saved') });
      // The saved version is the one the next save builds on.
      reset(valuesOf(saved));
      queryClient.setQueryData(pageQueries.contact(trpc).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: pageQueries.publicContact(trpc) });
    },
  });
  const bind = (name: Parameters<typeof register>[0]): Bound => ({ ...register(name), error: fieldError(name) });
  const socials = useFieldArray({ control: form.control, name: 'socials' });
  const degrees = (name: 'lat' | 'lng') => ({ ...register(name, { valueAsNumber: true }), error: fieldError(name) });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('pages.contact.form')}>
      <FormFailure message={failure} className={styles.alert} />
      <div className={styles.grid}>
        <TextField label={t('pages.contact.hotline')} hint={t('pages.contact.hotlineHint')} type="tel" required {...bind('hotline')} />
        <TextField label={t('pages.contact.email')} type="email" required {...bind('email')} />
      </div>
      <BilingualPair label={t('pages.contact.address')} vi={bind('address.vi')} en={bind('address.en')} />
      <BilingualPair label={t('pages.contact.openingHours')} vi={bind('openingHours.vi')} en={bind('openingHours.en')} />
      <div className={styles.grid}>
        <TextField label={t('pages.contact.lat')} hint={t('pages.contact.coordinatesHint')} type="number" step="any" inputMode="decimal" required {...degrees('lat')} />
        <TextField label={t('pages.contact.lng')} type="number" step="any" inputMode="decimal" required {...degrees('lng')} />
      </div>

      <ListSection legend={t('pages.contact.socials')} error={fieldError('socials')} addLabel={t('pages.contact.addSocial')} onAdd={() => socials.append({ name: '', url: '' })}>
        {socials.fields.map((row, index) => (
          <ListRow key={row.id} item={t('pages.contact.social', { n: index + 1 })} index={index} count={socials.fields.length} onMove={socials.move} onRemove={socials.remove}>
            <div className={styles.grid}>
              <TextField label={t('pages.contact.socialName', { n: index + 1 })} required {...bind(`socials.${index}.name`)} />
              <TextField label={t('pages.contact.socialUrl', { n: index + 1 })} type="url" required {...bind(`socials.${index}.url`)} />
            </div>
          </ListRow>
        ))}
      </ListSection>

      <div>
        <Button type="submit" loading={sending}>
          {t('pages.contact.save')}
        </Button>
      </div>
    </form>
  );
}

export function ContactPageForm() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const contact = useQuery(pageQueries.contact(trpc));
  return (
    <QueryState query={contact} skeleton={<Skeleton shape="rect" height="20rem" />} errorText={t('pages.loadFailed')}>
      {(loaded) => <ContactForm contact={loaded} />}
    </QueryState>
  );
}
