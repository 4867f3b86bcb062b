import { describe, expect, it } from 'vitest';
import { businessDataOf, readHoldings } from './read-holdings';
import { xmlFixture } from './testing/holdings-zip';

describe('reading a holdings file', () => {
  const holdings = readHoldings(xmlFixture('holdings-valid.xml'))!;

  it('reads the header, the producer and the closing record', () => {
    const { policies, ...header } = holdings;
    expect(header).toEqual({
      interfaceType: '1', version: '004', producedAt: '2025-01-31T12:00:00', environment: '1', senderId: '512345678', senderName: 'גמל ופנסיה לדוגמה בע"מ',
      fileNumber: '20250131120000512345678', producerId: '512345678', producerName: 'גמל ופנסיה לדוגמה בע"מ', products: 3, closing: { products: 3, policies: 4 },
    });
    expect(policies).toHaveLength(4);
  });

  it('normalises each policy by B2: balances of KOD-SUG-ITRA 1 (with leading zeros) else all, deposits, fees as written, ISO dates', () => {
    const [first, second, third, fourth] = holdings.policies;
    expect(first).toMatchObject({
      policyNumber: '1000001', planName: 'מסלול כללי', productType: 2, employerName: 'מאפיית השקמה בע"מ', status: 1, joinDate: '2010-01-01', valuationDate: '2024-12-31',
      balance: 125500.5, monthlyDeposit: 2500, depositFeePct: 1, balanceFeePct: 0.22, path: '/Mimshak/Mutzarim/Mutzar/HeshbonotOPolisot/HeshbonOPolisa', line: 37,
      member: { idType: '1', idNumber: '031459266', firstName: 'נועה', lastName: 'ברקוביץ-אלון', gender: '2', birthDate: '1985-04-15', maritalStatus: '2', children: 2 },
    });
    expect(first!.deposits).toEqual([
      { depositorType: '1', depositType: '2', percent: 6, amount: 720 },
      { depositorType: '2', depositType: '3', percent: 6.5, amount: 780 },
    ]);
    expect(second).toMatchObject({ policyNumber: '1000002', balance: 12000, monthlyDeposit: null, status: 2 });
    expect(third).toMatchObject({ policyNumber: '000000001', productType: 4, balance: 64250.75, monthlyDeposit: 1400, depositFeePct: null, balanceFeePct: 0.7 });
    expect(third!.member).toMatchObject({ idNumber: '204681134', maritalStatus: null, children: null, birthDate: '1972-02-29' });
    expect(fourth).toMatchObject({ policyNumber: '7700123', productType: 3, balance: 1500.25, path: '/Mimshak/Mutzarim/Mutzar[3]/HeshbonotOPolisot/HeshbonOPolisa' });
  });

  it('reads by local names whatever the namespace, and is null for a file that is not holdings', () => {
    expect(readHoldings(xmlFixture('holdings-namespace.xml'))!.policies.map((policy) => policy.balance)).toEqual([125500.5, 12000, 64250.75, 1500.25]);
    expect(readHoldings(Buffer.from('<Other><Mutzar/></Other>'))).toBeNull();
  });

  it('gives the business data: the first policy and member, every balance summed, the valuation date', () => {
    expect(businessDataOf(holdings)).toEqual({ policyNumber: '1000001', clientIdNumber: '031459266', amount: 203251.5, effectiveDate: '2024-12-31' });
    expect(businessDataOf({ ...holdings, policies: [] })).toEqual({ policyNumber: null, clientIdNumber: null, amount: null, effectiveDate: '2025-01-31' });
  });
});
