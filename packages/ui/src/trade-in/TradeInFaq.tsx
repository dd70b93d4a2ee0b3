import { type Site, vehicleNoun } from '@dealer/site-registry';
import { type ReactNode, useId } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * §2 the trade-in FAQ: five questions (the 7-year / 100,000 km rule is one of them, §4), in the site's
 * vehicle noun (§1): `tradeInFaq(site)` on an RV site asks "Why is there no online estimate for my RV?".
 */
export function tradeInFaq(site: Pick<Site, 'template' | 'vehicle'>): readonly FaqItem[] {
  const noun = vehicleNoun(site, { lowercase: true });
  const plural = vehicleNoun(site, { lowercase: true, plural: true });
  const a = /^[aeiou]/i.test(noun) || /^[AEFHILMNORSX][A-Z]/.test(noun) ? 'an' : 'a';
  return [
    {
      question: 'How is my online estimate worked out?',
      answer: `We compare your ${noun} with similar ${plural} — same make and model, a similar age — that dealers are selling now, then allow for reconditioning and the answers you gave about its condition.`,
    },
    {
      question: `Why is there no online estimate for my ${noun}?`,
      answer: `No online estimate is generally given for ${plural} over 7 years old or with more than 100,000 km. Older and higher-kilometre ${plural} vary too much to price from a screen, so our team values them in person.`,
    },
    {
      question: 'Is the online estimate a guaranteed offer?',
      answer: `No. It is a guide. We confirm the final offer once we have inspected the ${noun}, checked its service history and confirmed there is no finance owing on it.`,
    },
    {
      question: 'What do I need to bring to the inspection?',
      answer: `The ${noun}, its keys (including the spare), the registration papers, the service book and, if the ${noun} is under finance, a payout letter from your lender.`,
    },
    {
      question: `Can I trade in ${a} ${noun} that still has finance owing?`,
      answer: `Yes. We pay out your lender as part of the deal and take the payout into account in the offer or the price of your next ${noun}.`,
    },
  ];
}

/** The trade-in FAQ of a car site (`tradeInFaq` words it for any site). */
export const TRADE_IN_FAQ: readonly FaqItem[] = tradeInFaq({
  template: 'car',
  vehicle: { used_label: 'used' },
});

/**
 * A collapsible FAQ (§2). Each question is a native disclosure (`<details>` / `<summary>`): it opens and
 * closes from the server's HTML, before the page's scripts have run and without them, is announced as an
 * expandable button with its state, and the browser's find-in-page opens the answer that holds a match.
 * Questions open independently. React keeps no state for them, so hydration never closes one the shopper
 * opened early.
 */
export function Faq({
  items,
  title = 'Frequently asked questions',
}: {
  items: readonly FaqItem[];
  title?: string;
}) {
  const id = useId();
  return (
    <section className="faq" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {items.map((item) => (
        <details className="faq__item" key={item.question}>
          <summary className="faq__question">
            <h3>{item.question}</h3>
            <span className="faq__icon" aria-hidden="true" />
          </summary>
          <div className="faq__answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
