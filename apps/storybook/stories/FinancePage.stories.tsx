import { createVehicle } from '@dealer/test-utils';
import { CarSummary, FinanceStepsPanel } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSiteRules } from './support/fixtures';
import { siteFromGlobals } from './support/sites';
import { forSite } from './support/vehicles';

/** §2 finance page right column: the 3-step panel, or the car card when the link carries car_id. */
const meta = {
  title: 'Screens/Finance page',
  component: FinanceStepsPanel,
  subcomponents: { CarSummary },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeStepPanel: Story = {
  name: '3-step panel',
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: () => <FinanceStepsPanel />,
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Apply online in minutes',
      'Get pre-approved with a personalised rate',
      'Purchase your car',
    ]);
  },
};

export const ThreeStepPanelSmallScreen: Story = {
  name: '3-step panel on a small screen (hidden)',
  globals: { viewport: { value: 'xs', isRotated: false } },
  render: () => <FinanceStepsPanel />,
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('.finance-steps');
    await expect(panel).not.toBeNull();
    // Hidden below the md breakpoint by the stylesheet (§2 "hidden on small screens"). The story asks for
    // the xs viewport, but the window it runs in is whatever holds it (the Storybook UI applies the
    // viewport, a test runner or an opened iframe may not): check the rule against the actual width.
    if (window.innerWidth < 768) await expect(panel).not.toBeVisible();
    else await expect(panel).toBeVisible();
  },
};

export const CarFromLink: Story = {
  name: 'With car_id: the car card',
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return <CarSummary car={forSite(createVehicle(), site)} site={site} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const site = siteFromGlobals(globals);
    const link = canvas.getByRole('link', { name: forSite(createVehicle(), site).name });
    await expect(link.getAttribute('href')).toMatch(new RegExp(`^${site.routes.vehicle_base_path}/`));
    await expect(canvas.getByText('$28,990')).toBeVisible();
  },
};

export const SubscriptionCarFromLink: Story = {
  name: 'With car_id: a subscription car (/week)',
  render: (_args, { globals }) => (
    <CarSummary
      car={createVehicle({ subscription_price: 139, name: '2023 MG ZS Excite' })}
      site={withSiteRules(siteFromGlobals(globals), { features: { subscription_pricing: true } })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$139/week')).toBeVisible();
  },
};
