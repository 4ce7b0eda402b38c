import { useCallback, useReducer, useRef, useState } from 'react';
import { DEFAULT_BSSE_SALES_PHONE } from '@carrier/shared/connected-car';
import { getFlags } from '../../api/flags.ts';
import { signInState } from '../../site/session/sign-in-state.ts';
import { checkSubscription } from './api/check-subscription.ts';
import { decodeVin } from './api/decode-vin.ts';
import type { CarProps } from './car-props.ts';
import { checkVin, submitError, vehicleName, blurError } from './check-vin.ts';
import { leaveFor } from './leave-for.ts';
import { initialVinFlow, vinFlowReducer, type VinFlowState } from './vin-flow-reducer.ts';

export interface VinFlow {
  state: VinFlowState;
  /** The call-to-order modal's number (BSSE_SALES_PHONE). */
  phone: string;
  start: () => Promise<void>;
  type: (vin: string) => void;
  blur: () => void;
  submit: () => Promise<boolean>;
  close: () => void;
}

/**
 * 002 §2.2, §4 the VIN flow's controller: 'Get started' opens the VIN modal, or the call-to-order modal when the
 * sales-team ordering flag is on and the business wireless check passes (002 §6); a submitted VIN is checked, then
 * decoded and decided. An answer that arrives after the modal was closed is dropped. submit() says whether the VIN
 * was refused at the field (so the view can move focus to it).
 */
export function useVinFlow(props: CarProps): VinFlow {
  const [state, dispatch] = useReducer(vinFlowReducer, initialVinFlow);
  const [phone, setPhone] = useState(DEFAULT_BSSE_SALES_PHONE);
  const run = useRef(0);
  const latest = useRef(state);
  latest.current = state;

  const start = useCallback(async () => {
    const flags = await getFlags();
    setPhone(flags.bsseSalesPhone);
    if (flags.bsseCallToOrder && (await businessWireless())) dispatch({ type: 'callToOrder' });
    else dispatch({ type: 'start' });
  }, []);

  const type = useCallback((vin: string) => dispatch({ type: 'typed', vin }), []);
  const blur = useCallback(() => dispatch({ type: 'fieldError', error: blurError(latest.current.vin) }), []);
  const close = useCallback(() => {
    run.current += 1;
    dispatch({ type: 'close' });
  }, []);

  const submit = useCallback(async () => {
    const { vin, busy } = latest.current;
    if (busy) return false;
    const refused = submitError(vin);
    if (refused) {
      dispatch({ type: 'fieldError', error: refused });
      return true;
    }
    const mine = ++run.current;
    dispatch({ type: 'checking' });
    const flags = await getFlags();
    const outcome = await checkVin(
      vin,
      { tenants: props.tenants, redirects: props.redirects },
      {
        decode: (v) => decodeVin(props.vinDecoderBase, v),
        check: (call) =>
          checkSubscription({
            ...call,
            path: flags.connectedVehicleSubscriptionPath,
            appKey: props.appKey,
            channel: props.channel,
          }),
        onDecoded: (result) => {
          if (mine === run.current) dispatch({ type: 'decoded', vehicle: vehicleName(result) });
        },
      },
    );
    if (mine !== run.current) return false;
    switch (outcome.kind) {
      case 'result':
        dispatch({ type: 'result', step: outcome.step, trialName: outcome.trialName ?? null });
        return false;
      case 'redirect':
        dispatch({ type: 'redirecting' });
        leaveFor(outcome.url);
        return false;
      case 'callError':
        dispatch({ type: 'failed', error: outcome.error, clearVin: outcome.clearVin });
        return false;
      case 'fieldError':
        dispatch({ type: 'fieldError', error: outcome.error });
        return true;
    }
  }, [props]);

  return { state, phone, start, type, blur, submit, close };
}

/** 002 §6 the business wireless check; a failed auth-details call counts as not business. */
async function businessWireless(): Promise<boolean> {
  try {
    return await signInState.isBusinessWireless(true);
  } catch {
    return false;
  }
}
