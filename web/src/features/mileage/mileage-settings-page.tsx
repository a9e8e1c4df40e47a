import { useMutation, useQuery } from '@apollo/client';
import { MILEAGE_MESSAGES } from '@spend/domain';
import { useEffect, useState, type FormEvent } from 'react';
import type { MileageGlOptionsQuery, MileageSettingsQuery, UpdateMileageSettingsMutation, UpdateMileageSettingsMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { formatMoney } from '../../ui/money';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { SettingsFrame } from '../settings/settings-frame';
import { MILEAGE_GL_OPTIONS, MILEAGE_SETTINGS, UPDATE_MILEAGE_SETTINGS } from './operations';

type Settings = MileageSettingsQuery['mileageSettings'];
const valuesOf = (s: Settings | undefined) => ({ rate: s ? String(s.mileageValue) : '', policyUrl: s?.mileagePolicyUrl ?? '', generalLedgerId: s?.mileageGeneralLedgerId ?? '' });

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
  const [form, setForm] = useState(valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setForm(valuesOf(settings)), [settings]);
  const [update, { loading }] = useMutation<UpdateMileageSettingsMutation, UpdateMileageSettingsMutationVariables>(UPDATE_MILEAGE_SETTINGS, { refetchQueries: ['MileageSettings'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Whole cents only; the API gives the same message for anything else.
    if (!/^\d+$/.test(form.rate.trim())) {
      setErrors({ mileageValue: MILEAGE_MESSAGES.mileageValue });
      return;
    }
    try {
      await update({ variables: { data: { mileageValue: Number(form.rate), mileagePolicyUrl: form.policyUrl.trim() || null, mileageGeneralLedgerId: form.generalLedgerId || null } } });
      setErrors({});
      toast({ message: 'Mileage settings have been updated.' });
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  };

  if (!settings) return <SettingsFrame title="Mileage"><p>Loading…</p></SettingsFrame>;
  if (!editable) {
    return (
      <SettingsFrame title="Mileage">
        <p data-testid="mileage-rate">{settings.mileageValue > 0 ? `${formatMoney(settings.mileageValue)} per mile` : 'Not set up yet.'}</p>
        {settings.mileagePolicyUrl && <a href={settings.mileagePolicyUrl} target="_blank" rel="noreferrer">Mileage policy</a>}
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title="Mileage">
      <form aria-label="Mileage" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 480 }}>
        <FormField label="Rate (cents per mile)" htmlFor="mileage-rate" error={errors.mileageValue}
          help={/^\d+$/.test(form.rate.trim()) ? `${formatMoney(Number(form.rate))} per mile.` : 'A whole number of cents, such as 70.'}>
          <input id="mileage-rate" inputMode="numeric" value={form.rate} onChange={(e) => setForm({ ...form, rate: e.target.value })} style={fieldInputStyle} />
        </FormField>
        <FormField label="Policy link" htmlFor="mileage-policy" optional error={errors.mileagePolicyUrl}>
          <input id="mileage-policy" type="url" placeholder="https://" value={form.policyUrl} onChange={(e) => setForm({ ...form, policyUrl: e.target.value })} style={fieldInputStyle} />
        </FormField>
        <FormField label="GL code" htmlFor="mileage-gl" optional error={errors.mileageGeneralLedger}>
          <select id="mileage-gl" value={form.generalLedgerId} onChange={(e) => setForm({ ...form, generalLedgerId: e.target.value })} style={fieldInputStyle}>
            <option value="">No GL code</option>
            {(gls.data?.reimbursementCategories ?? []).map((g) => <option key={g.id} value={g.id}>{g.code ? `${g.code} · ${g.name}` : g.name}</option>)}
          </select>
        </FormField>
        <button type="submit" disabled={loading}>Save</button>
      </form>
    </SettingsFrame>
  );
};
