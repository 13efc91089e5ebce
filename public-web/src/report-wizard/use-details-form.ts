import { isExceptedAddress } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'wouter';
import { useNavigate } from '../routing';
import { ApiError } from '../api/client';
import { reportDetailsFieldError, type ReportDetailsValues } from '../validation';
import type { DialCodeOption } from './country-codes';
import {
  detailsCanContinue,
  type DetailsField,
  dialCodeChoices,
  isStepOneAddress,
  missingDetails,
  POLAND,
  postcodeWithDash,
  reportDistrict,
} from './details-rules';
import { addressKeyOf, addressQuery, initialDetails } from './details-values';
import { outageAt } from './location-check';
import { reportWizardApi, type GeocodedAddress, type PointStatusResponse } from './report-api';
import { nextUrl, previousUrl } from './steps';
import { freshCaptchaToken, useWizard } from './wizard-state';
import { wizardTexts } from './wizard-texts';

const t = wizardTexts.details;

/**
 * Step 2's form state: the values (kept in the session as typed), the country list and the outside-area setting as
 * they load, and Dalej's geocoding and outage check. The rules it applies are details-rules.ts; DetailsForm shows it.
 */
export function useDetailsForm() {
  const { state, update } = useWizard();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const addressKey = addressKeyOf(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on entry: afterwards the form owns the values
  const defaults = useMemo(() => initialDetails(state, search), []);
  const { register, watch, handleSubmit, setValue, trigger, getFieldState, formState } = useForm<ReportDetailsValues>({
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const values = watch();

  // Every change is kept for the session: Back to step 1, or a reload, loses nothing.
  useEffect(() => {
    update({ detailsDraft: { values: defaults, addressKey }, detailsQuery: `?${search}` });
    const subscription = watch((current) => update({ detailsDraft: { values: current as ReportDetailsValues, addressKey } }));
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is kept as the step was entered; addressKey stands for it
  }, [watch, update, addressKey, defaults]);

  // The ~240 country names load after the step shows; until then +48 is the only choice (and the default).
  const [codes, setCodes] = useState<DialCodeOption[]>([POLAND]);
  useEffect(() => {
    let active = true;
    import('./country-codes').then(
      (m) => active && setCodes(m.dialCodeOptions()),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  // Excepted addresses are refused here too when typed by hand, unless reports outside the area are allowed.
  const [outsideAllowed, setOutsideAllowed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    reportWizardApi.canAddReportOutsideArea(controller.signal).then(setOutsideAllowed, () => undefined);
    return () => controller.abort();
  }, []);
  const excepted = !outsideAllowed && isExceptedAddress(values.street, values.residenceNumber);

  const token = freshCaptchaToken(state);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ status: PointStatusResponse; finish: () => void } | null>(null);

  const canContinue = detailsCanContinue({ values, captchaSolved: token !== null, excepted, busy });

  const onSubmit = async (submitted: ReportDetailsValues) => {
    if (!canContinue) return;
    setBusy(true);
    setFormError(null);
    const typedIsStepOne = isStepOneAddress(state.location, addressKey, submitted);
    let found: GeocodedAddress | null = null;
    try {
      found = await reportWizardApi.search(addressQuery(submitted));
    } catch (error) {
      // Not found: only an address edited by hand is a problem; a failed call falls back to the point of step 1.
      if (error instanceof ApiError && error.status === 404 && !typedIsStepOne) {
        setBusy(false);
        setFormError(t.addressNotFound);
        return;
      }
    }
    const coordinates = found?.coordinates ?? state.location?.coordinates;
    if (!coordinates) {
      setBusy(false);
      setFormError(t.addressNotFound);
      return;
    }
    const district = reportDistrict(found, search, state.location);

    const finish = (status: PointStatusResponse | null) => {
      const details = { values: submitted, district, coordinates, outageStart: status?.outageStart ?? null };
      update({ details });
      void navigate(nextUrl('details', { ...state, details }));
    };
    // Spec §2: checked again only when step 1 found no outage; a failed check continues as if there were none.
    const status = search.get('outageInArea') === 'true' ? null : await outageAt(coordinates);
    setBusy(false);
    if (status) setDialog({ status, finish: () => finish(status) });
    else finish(null);
  };

  const rules = (field: DetailsField) => ({ validate: (_: unknown, all: ReportDetailsValues) => reportDetailsFieldError(field, all) });

  return {
    /** The props of one field's input: its value binding and its rule. */
    field: (name: DetailsField) => register(name, rules(name)),
    /** The postcode gets its dash on leaving the field. */
    postcodeField: () =>
      register('postcode', {
        ...rules('postcode'),
        setValueAs: (v: string) => v,
        onBlur: (e: { target: { value: string } }) => setValue('postcode', postcodeWithDash(e.target.value), { shouldValidate: true }),
      }),
    /** A new dial code checks a phone already left once again (its length rule depends on the code). */
    dialCodeField: () =>
      register('dialCode', {
        ...rules('dialCode'),
        onChange: () => getFieldState('phone').isTouched && void trigger('phone'),
      }),
    fieldError: (name: DetailsField) => formState.errors[name]?.message,
    dialCodes: dialCodeChoices(codes, values.dialCode),
    excepted,
    captchaSolved: token !== null,
    onCaptcha: (solved: string | null) => update({ captcha: solved ? { token: solved, solvedAt: Date.now() } : null }),
    busy,
    formError,
    missing: missingDetails(values, token !== null),
    canContinue,
    onSubmit: handleSubmit(onSubmit),
    onBack: () => void navigate(previousUrl('details', state)),
    outage: dialog?.status ?? null,
    onOutageYes: () => {
      const pending = dialog;
      setDialog(null);
      pending?.finish();
    },
    onOutageNo: () => void navigate('/public'),
  };
}

export type DetailsFormModel = ReturnType<typeof useDetailsForm>;
