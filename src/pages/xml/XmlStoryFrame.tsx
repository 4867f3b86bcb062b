import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { ok, type MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { xmlStrings } from '../../i18n/locales/xml';
import { XmlDocumentPage } from './XmlDocumentPage';
import { XmlIntakePage } from './XmlIntakePage';
import { XML_API, type XmlApi } from './xml-api';
import { XmlApiContext } from './xml-api-context';
import { fakeXmlApi, listAnswer, XML_ANALYTICS, XML_DATA, XML_DETAILS, XML_OFFICE_TAGS, XML_SOURCE } from './xml-fixtures';
import { XML_SCHEMAS, type XmlSchemaStore } from './xml-schema-fixtures';

registerStrings('xml', xmlStrings);
registerStrings('opportunities', opportunitiesStrings);

/**
 * What an XML story sets: the in-memory API's answers (reads; the fixtures' unless set), the writes, the address,
 * the user's roles (an admin unless set), and schemas kept in memory (their list read and changed through the API).
 */
export interface XmlStoryParameters {
  routes?: MemoryRoutes;
  api?: XmlApi;
  path?: string;
  roles?: string[];
  schemas?: XmlSchemaStore;
}

/** Every read of the XML screens, answered from the fixtures. */
export const XML_ROUTES: MemoryRoutes = {
  [XML_API.documents]: listAnswer,
  [XML_API.search]: listAnswer,
  [XML_API.tags]: ok(XML_OFFICE_TAGS),
  [XML_API.schemas]: ok(XML_SCHEMAS),
  [XML_API.document(XML_DETAILS.id)]: ok(XML_DETAILS),
  [XML_API.document(XML_DETAILS.id, 'content')]: ok({ text: XML_SOURCE, lineCount: XML_SOURCE.split('\n').length, truncated: false }),
  [XML_API.document(XML_DETAILS.id, 'data')]: ok(XML_DATA),
  '/xml/analytics': (_path: string, query: URLSearchParams) => ok({ ...XML_ANALYTICS, period: query.get('period') }),
  '/clients/client/search': ok([{ id: '1c3f2e74-5f6a-4d8c-9eaf-4a3b2c1d0e9f', firstName: 'שרה', lastName: 'לוי' }]),
};

/** The XML screens at insurance's /xml, answered from memory; a row or a link moves between them. */
export const xmlStoryFrame: Decorator = (_Story, { parameters }) => {
  const { routes = {}, schemas, api = fakeXmlApi(schemas?.api), path = '/xml', roles } = parameters as XmlStoryParameters;
  return (
    <WidgetSandbox routes={{ ...XML_ROUTES, ...(schemas ? { [XML_API.schemas]: schemas.list } : {}), ...routes }} path={path} officeType="insurance" {...(roles ? { roles } : {})}>
      <XmlApiContext.Provider value={api}>
        <Routes>
          <Route path="/xml" element={<XmlIntakePage moduleId="xml" basePath="/xml" />} />
          <Route path="/xml/documents/:id" element={<XmlDocumentPage basePath="/xml" />} />
        </Routes>
      </XmlApiContext.Provider>
    </WidgetSandbox>
  );
};
