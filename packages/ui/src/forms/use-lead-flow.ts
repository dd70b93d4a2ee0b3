import { createLeadFlow, type LeadFlow, type LeadFlowOptions, type LeadFlowState } from '@dealer/lead-flow';
import { withQuery } from '@dealer/site-registry';
import { useState } from 'react';
import { useStore } from '../hooks/use-store';
import { useLeadServices } from './lead-services';

export type LeadFlowSetup = Omit<
  LeadFlowOptions,
  'client' | 'site' | 'context' | 'reportError' | 'onSuccess'
> & {
  /**
   * The car a lead mentions without being about it (finance, trade-in): its event id stays the
   * category's (§9), the success page still shows the car.
   */
  successCarId?: number | string | null;
};

/**
 * A `@dealer/lead-flow` controller for one form, wired to the app's lead services: the controller owns
 * the steps, progress, submit state and errors (§4 §8); the component only renders its state. On the
 * final step the success navigation goes through the app's router.
 */
export function useLeadFlow({ successCarId, ...setup }: LeadFlowSetup): {
  flow: LeadFlow;
  state: LeadFlowState;
} {
  const services = useLeadServices();
  const [flow] = useState(() =>
    createLeadFlow({
      ...setup,
      client: services.client,
      site: services.site,
      context: services.context,
      reportError: services.reportError,
      onConversion: setup.onConversion ?? services.onConversion,
      onSuccess: ({ path, car }) =>
        services.navigate(car || !successCarId ? path : withQuery(path, [['car_id', successCarId]])),
    }),
  );
  return { flow, state: useStore(flow) };
}
