import { screen, within } from '@testing-library/react';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import type { Language } from '../../../locales';
import { TermsOfUse } from './terms-of-use';

/** Every figure and rule of the terms (docs/product.md#terms-of-use), as each language writes it. */
const CLAUSES: Record<Language, { title: string; clauses: string[] }> = {
  es: {
    title: 'Términos de uso',
    clauses: [
      'La suscripción es personal e intransferible.',
      'El plazo mínimo es de 12 meses. Se renueva automáticamente salvo que se pida la baja con 30 días de anticipación.',
      'La facturación es mensual: a mes vencido en Argentina y por adelantado en los demás países.',
      'Las facturas con más de 30 días de atraso tienen un recargo de hasta el 10% mensual.',
      'El proveedor puede dar de baja el servicio cuando haya 3 o más facturas impagas.',
      'Compartir las credenciales puede cobrarse hasta 5 veces el precio de lista.',
      'Está prohibida la reventa de los datos.',
    ],
  },
  en: {
    title: 'Terms of use',
    clauses: [
      'The subscription is personal and non-transferable.',
      'The minimum term is 12 months. It renews automatically unless cancellation is requested 30 days ahead.',
      'Billing is monthly: in arrears in Argentina, in advance in every other country.',
      'A late fee of up to 10% per month applies to invoices more than 30 days overdue.',
      'The provider may cancel the service when 3 or more invoices are unpaid.',
      'Sharing your credentials may be charged up to 5 times the list price.',
      'Reselling the data is forbidden.',
    ],
  },
  pt: {
    title: 'Termos de uso',
    clauses: [
      'A assinatura é pessoal e intransferível.',
      'O prazo mínimo é de 12 meses. Ela é renovada automaticamente, salvo pedido de cancelamento com 30 dias de antecedência.',
      'O faturamento é mensal: vencido na Argentina e antecipado nos demais países.',
      'Faturas com mais de 30 dias de atraso têm multa de até 10% ao mês.',
      'O fornecedor pode cancelar o serviço quando houver 3 ou mais faturas não pagas.',
      'O compartilhamento das credenciais pode ser cobrado em até 5 vezes o preço de tabela.',
      'É proibida a revenda dos dados.',
    ],
  },
};

describe('the terms of use of the welcome dialog', () => {
  it.each(Object.keys(CLAUSES) as Language[])(
    'lists every clause and figure in %s, in the order of the spec',
    (language) => {
      renderWithShell(<TermsOfUse />, {
        services: createTestServices({ language }),
      });
      const { title, clauses } = CLAUSES[language];
      const terms = screen.getByRole('region', { name: title });
      expect(
        within(terms)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(clauses);
    },
  );
});
