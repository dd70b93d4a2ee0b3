import { describe, expect, it } from 'vitest';
import { enquiryFormFields, enquiryFormSchema } from './enquiry.js';
import { postedFormValues } from './form-post.js';

const posted = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return (name: string) => data.get(name);
};

describe('postedFormValues (a form posted without JavaScript, §5 the same schema)', () => {
  it('should read an unticked checkbox as false, not as its default', () => {
    const spec = enquiryFormFields({ variant: 'modal' });
    const values = postedFormValues(
      spec,
      posted([
        ['name', 'Jo'],
        ['email', 'jo@example.com'],
      ]),
    );
    expect(values).toEqual({ name: 'Jo', email: 'jo@example.com', opt_in: false });
    const parsed = enquiryFormSchema({ variant: 'modal' }).safeParse(values);
    expect(parsed.success && parsed.data.opt_in).toBe(false);
  });

  it('should read a ticked checkbox (value "on") as true and ignore fields outside the spec', () => {
    const values = postedFormValues(
      enquiryFormFields({ variant: 'modal' }),
      posted([
        ['opt_in', 'on'],
        ['is_admin', 'true'],
        ['phone', '0412 345 678'],
      ]),
    );
    expect(values).toEqual({ opt_in: 'on', phone: '0412 345 678' });
    expect(
      enquiryFormSchema({ variant: 'modal' }).safeParse({ ...values, name: 'Jo', email: 'jo@example.com' }),
    ).toMatchObject({ success: true, data: { opt_in: true } });
  });
});
