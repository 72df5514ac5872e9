import { anonymous, contentApi, describeEndpoints } from '../common/endpoint';
import { defineEnum } from '../common/enum';
import type { newsEndpointSchemas } from './news.endpoint-schemas';

/** Banners in one rotation: the landing carousel shows a handful, never an unbounded list. */
export const rotationItemsMax = 10;
/** Largest image an article may carry (cover or inline): 2 MiB. */
export const newsResourceBytesMax = 2 * 1024 * 1024;

/** Which carousel a banner belongs to: the web landing page, or the mobile app's home screen. */
export const rotationType = defineEnum({ landing: 1, app: 2 });

export const newsEndpoints = describeEndpoints<typeof newsEndpointSchemas>()({
  getNewsPageList: contentApi.post('News/GetNewsPageList', anonymous),
  getNewsById: contentApi.get('News/GetNewsById', anonymous),
  /** Spec §7 lists it after News/… without the prefix; it belongs to the same service. */
  getRotationList: contentApi.get('News/GetRotationList', anonymous),
  /** POST as the spec has it; the image bytes, not an envelope. */
  getNewsResource: contentApi.post('News/GetNewsResource', anonymous, { binary: true }),
  /** The same resource by GET, so that an `<img src>` in an article can load it. */
  getNewsResourceImage: contentApi.get('News/GetNewsResource', anonymous, { binary: true }),
});

/** The path, inside the content host, that article HTML uses for one stored image. */
export const newsResourcePath = (id: number) => `/api/News/GetNewsResource?id=${id}`;
