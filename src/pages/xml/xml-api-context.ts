import { createContext, useContext } from 'react';
import { serverXmlApi, type XmlApi } from './xml-api';

/** How the XML screens upload and change; stories give their own. */
export const XmlApiContext = createContext<XmlApi>(serverXmlApi);

/** The XML API the screens use. */
export function useXmlApi(): XmlApi {
  return useContext(XmlApiContext);
}
