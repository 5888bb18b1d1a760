import type { ReactElement } from 'react';
import type { HostApi, HttpRequest } from 'shared-contracts';
import { createTestHost, fixtureHttp, type TestHostOptions } from 'shared-contracts/testing';
import { registerTranslations } from 'shared-ui';
import { renderWithHost } from 'shared-ui/testing';
import { NAMESPACE, resources } from '../locales';

/** Renders one part of the account page against `answer`, with this remote's texts registered. */
export function renderAccountPart(
  part: (host: HostApi) => ReactElement,
  answer: (request: HttpRequest) => unknown,
  options: Omit<TestHostOptions, 'http'> = {},
) {
  const http = fixtureHttp(answer);
  const host = createTestHost({ ...options, http });
  registerTranslations(host.i18n, NAMESPACE, resources);
  const view = renderWithHost(part(host), { host });
  return { ...view, host, http };
}
