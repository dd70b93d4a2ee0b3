import { consumerInformationNotice, parseCar } from '@dealer/pricing';
import { createVehicle } from '@dealer/test-utils';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoSite, textOf } from '../blocks/test-support';
import { CinNotice } from './CinNotice';

describe('CinNotice', () => {
  const car = parseCar({ ...createVehicle(), nz_first_registered: 2021, wof_expiry: '2027-03-14' });
  const notice = consumerInformationNotice(car, demoSite('kiwi-motors'));
  if (!notice) throw new Error('a used car on an NZ site has a notice');

  it('prints the trader, the vehicle, its registrations and the security statement', () => {
    const text = textOf(renderToString(<CinNotice notice={notice} printHref="/cars/x/cin" />));
    expect(text).toContain('Consumer Information Notice');
    expect(text).toContain('Motor vehicle trader registration number M555014');
    expect(text).toContain('Year first registered in New Zealand 2021');
    expect(text).toContain('Warrant of Fitness expiry 14 Mar 2027');
    expect(text).toContain('Security interest:');
    expect(text).toContain('Printable notice');
  });

  it('is the page heading on the printable page, without the print link', () => {
    const html = renderToString(<CinNotice notice={notice} level={1} />);
    expect(html).toMatch(/<h1 id="cin-title">/);
    expect(textOf(html)).not.toContain('Printable notice');
  });
});
