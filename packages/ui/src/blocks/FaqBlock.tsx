import type { FaqBlock as FaqBlockData } from '@dealer/content-blocks';
import { Faq } from '../trade-in/TradeInFaq';
import { faqAnswerHtml } from './faq-html';

/** §1 FAQ block through the shared collapsible Faq; answers are sanitised HTML (links kept). */
export function FaqBlock({ block }: { block: FaqBlockData }) {
  const items = block.items.map((item) => ({
    question: item.question,
    answer: <span dangerouslySetInnerHTML={{ __html: faqAnswerHtml(item.answer) }} />,
  }));
  return <Faq items={items} title={block.title} />;
}
