import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MileageGlOptionsQuery, MileageSettingsQuery, UpdateMileageSettingsMutation, UpdateMileageSettingsMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { formatMoney } from '../../ui/money';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { SettingsFrame } from '../settings/settings-frame';
import { mileageSettingsSchema, rateCents, type MileageSettingsValues } from './mileage-settings-schema';
import { MILEAGE_GL_OPTIONS, MILEAGE_SETTINGS, UPDATE_MILEAGE_SETTINGS } from './operations';
import { PageSkeleton } from '../../ui/skeleton';

type Settings = MileageSettingsQuery['mileageSettings'];
const valuesOf = (s: Settings | undefined): MileageSettingsValues => ({ rate: s ? String(s.mileageValue) : '', policyUrl: s?.mileagePolicyUrl ?? '', generalLedgerId: s?.mileageGeneralLedgerId ?? '' });
// The API names the fields after the company's settings; the form after what a person types.
const API_FIELDS = { mileageValue: 'rate', mileagePolicyUrl: 'policyUrl', mileageGeneralLedger: 'generalLedgerId' };

/**
 * /settings/mileage: the company's rate (whole cents per mile, spec 9), its policy link and the GL
 * code trips are coded with. Admins (spec 6 mileage edit) change them; others read them.
 */
export const MileageSettingsPage = () => {
  const toast = useToast();
  const { can } = useCan();
  const editable = can('mileage.edit');
  const { data } = useQuery<MileageSettingsQuery>(MILEAGE_SETTINGS);
  const gls = useQuery<MileageGlOptionsQuery>(MILEAGE_GL_OPTIONS, { skip: !editable });
  const settings = data?.mileageSettings;
  const { register, handleSubmit, reset, setError, watch, formState: { errors, isSubmitting } } = useForm<MileageSettingsValues>({ resolver: zodResolver(mileageSettingsSchema), defaultValues: valuesOf(settings) });
  useEffect(() => reset(valuesOf(settings)), [settings]);
  const [update] = useMutation<UpdateMileageSettingsMutation, UpdateMileageSettingsMutationVariables>(UPDATE_MILEAGE_SETTINGS);

  const submit = handleSubmit(async (v) => {
    try {
      await update({ variables: { data: { mileageValue: rateCents(v.rate)!, mileagePolicyUrl: v.policyUrl.trim() || null, mileageGeneralLedgerId: v.generalLedgerId || null } } });
      toast({ message: 'Mileage settings have been updated.' });
    } catch (error) {
      const message = applyServerErrors(error, setError, Object.values(API_FIELDS), API_FIELDS);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  if (!settings) return <SettingsFrame title="Mileage"><PageSkeleton /></SettingsFrame>;
  if (!editable) {
    return (
      <SettingsFrame title="Mileage">
        <p data-testid="mileage-rate">{settings.mileageValue > 0 ? `${formatMoney(settings.mileageValue)} per mile` : 'Not set up yet.'}</p>
        {settings.mileagePolicyUrl && <a href={settings.mileagePolicyUrl} target="_blank" rel="noreferrer">Mileage policy</a>}
      </SettingsFrame>
    );
  }
  const cents = rateCents(watch('rate'));
  return (
    <SettingsFrame title="Mileage">
      <form aria-label="Mileage" onSubmit={(e) => void submit(e)} noValidate className={layout.form}>
        <FormField label="Rate (cents per mile)" htmlFor="mileage-rate" error={errors.rate?.message}
          help={cents !== null ? `${formatMoney(cents)} per mile.` : 'A whole number of cents, such as 70.'}>
          <input id="mileage-rate" inputMode="numeric" {...register('rate')} aria-invalid={!!errors.rate || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Policy link" htmlFor="mileage-policy" optional error={errors.policyUrl?.message}>
          <input id="mileage-policy" type="url" placeholder="https://" {...register('policyUrl')} aria-invalid={!!errors.policyUrl || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="GL code" htmlFor="mileage-gl" optional error={errors.generalLedgerId?.message}>
          <select id="mileage-gl" {...register('generalLedgerId')} className={fieldInputClass}>
            <option value="">No GL code</option>
            {(gls.data?.reimbursementCategories ?? []).map((g) => <option key={g.id} value={g.id}>{g.code ? `${g.code} · ${g.name}` : g.name}</option>)}
          </select>
        </FormField>
        <Button type="submit" variant="primary" loading={isSubmitting}>Save</Button>
      </form>
    </SettingsFrame>
  );
};
