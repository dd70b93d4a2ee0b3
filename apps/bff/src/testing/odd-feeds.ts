/**
 * The DMS exports of the odd site files (odd-sites.ts), as each dealer's system writes them: its own header
 * spellings, POA and blank prices, a daily hire rate, Windows-1252 bytes. plain-cars has none.
 */
export const ODD_FEEDS: Record<string, { type: string; body: string | Buffer }> = {
  'nga-motors': {
    type: 'text/csv',
    body: [
      'Stock #,Plate,Chassis No,Manufacturer,Model Name,Grade,Year,Kms,Body Type,Exterior Colour,Trans,Fuel Type,Selling Price,Condition,Stock Status,NZ First Registered,Overseas First Registered,WOF Expiry,Seller Comments',
      'NZ101,ABC123,JTDBR32E720000001,Toyota,Aqua,S,2017,"84,200 km",Hatchback,Silver,Automatic,Hybrid,"$15,990",Used,In Stock,2019,2017,01/06/2026,Tidy import – ex-Tōkyō',
      'NZ102,LMN456,JMZKF4WLA00000002,Mazda,CX-5,GSX,2020,41000,SUV,Red,Automatic,Petrol,"$32,500",Used,In Stock,2020,,15/09/2026,One owner NZ new',
      'NZ103,,MR0FZ29G100000003,Ford,Ranger,XLT,2025,10,Ute,White,Automatic,Diesel,"$64,990",New,In Stock,,,,',
    ].join('\n'),
  },
  'obriens-bikes': {
    type: 'application/json',
    body: JSON.stringify([
      {
        'Stock ID': 'M-0001',
        'Make Name': 'Honda',
        'Model Name': 'CB500F',
        Variant: 'ABS',
        'Model Year': '2022',
        Kilometres: '8,400',
        'Engine CC': '471',
        'Sale Price': '8990',
        'New/Used': 'Used',
        Transmission: 'Manual',
        Comments: "O'Brien's pick: serviced & ready",
      },
      {
        'Stock ID': 'M-0002',
        'Make Name': 'Yamaha',
        'Model Name': 'MT-07',
        'Model Year': '2025',
        Kilometres: '0',
        'Sale Price': 'POA',
        'New/Used': 'New',
      },
      {
        'Stock ID': 'M-0003',
        'Make Name': 'Honda',
        'Model Name': 'Forza 350',
        'Model Year': '2021',
        Kilometres: '12000',
        'Sale Price': '',
        'New/Used': 'Used',
      },
    ]),
  },
  'smith-ute-hire': {
    type: 'text/csv',
    body: [
      'StockNo,Rego,Make,Model,Variant,Year,Odometer,BodyType,Transmission,FuelType,DAPPrice,Daily Rate,NewUsed,Status,Show On Website',
      'HIRE-1,CB12XY,Toyota,HiLux,SR 4x4,2023,45000,Ute,Automatic,Diesel,"$52,000",$89,Used,Available,Yes',
      'HIRE-2,CB34ZZ,Isuzu,D-Max,SX,2024,21000,Ute,Automatic,Diesel,,,Used,Available,Yes',
    ].join('\n'),
  },
  'twin-yards': {
    type: 'text/csv',
    body: [
      'Stock Number,Branch,Registration,Make,Model,Badge,Year,Odometer,Body Style,Colour,Transmission,Fuel,Drive Away,Was Price,Stock Type,Vehicle Status',
      'TY-1,twin-ballarat,1AB2CD,Hyundai,i30,Active,2019,"65,000",Hatch,White,Automatic,Petrol,"$18,990","$19,990",Used,In Stock',
      'TY-2,twin-bendigo,2EF3GH,Kia,Cerato,S,2021,38000,Sedan,Grey,Automatic,Petrol,"$21,490",,Used,In Stock',
      'TY-3,twin-bendigo,,Mitsubishi,Triton,GLX+,2026,5,Ute,Blue,Manual,Diesel,"$45,990",,Demo,In Stock',
    ].join('\n'),
  },
  // Windows-1252 bytes from a Windows DMS: curly apostrophes and an en dash, CRLF, POA.
  'odd-values': {
    type: 'text/csv',
    body: Buffer.from(
      'Stock No,Make,Model,Year,Kms,Selling Price,New/Used,Comments\r\nOV-1,Subaru,Forester,2015,"142,000",POA,Used,"O\x92Brien\x92s special \x96 ex-farm & tidy"\r\nOV-2,Holden,Commodore,2012,198000,"$9,999",Used,\r\n',
      'latin1',
    ),
  },
};
