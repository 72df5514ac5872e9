import { describeEndpoint } from '../common/endpoint';
import { defineEnum } from '../common/enum';
import type { newsEndpointSchemas } from './news.endpoint-schemas';

/** Banners in one rotation: the landing carousel shows a handful, never an unbounded list. */
export const rotationItemsMax = 10;
/** Largest image an article may carry (cover or inline): 2 MiB. */
export const newsResourceBytesMax = 2 * 1024 * 1024;

/** Which carousel a banner belongs to: the web landing page, or the mobile app's home screen. */
export const rotationType = defineEnum({ landing: 1, app: 2 });

export const newsEndpoints = {
  getNewsPageList: describeEndpoint<typeof newsEndpointSchemas.getNewsPageList>()({
    hosts: ['content'],
    method: 'POST',
    path: '/api/News/GetNewsPageList',
    auth: { kind: 'anonymous' },
  }),
  getNewsById: describeEndpoint<typeof newsEndpointSchemas.getNewsById>()({
    hosts: ['content'],
    method: 'GET',
    path: '/api/News/GetNewsById',
    auth: { kind: 'anonymous' },
  }),
  /** Spec §7 lists it after News/… without the prefix; it belongs to the same service. */
  getRotationList: describeEndpoint<typeof newsEndpointSchemas.getRotationList>()({
    hosts: ['content'],
    method: 'GET',
    path: '/api/News/GetRotationList',
    auth: { kind: 'anonymous' },
  }),
  /** POST as the spec has it; the image bytes, not an envelope. */
  getNewsResource: describeEndpoint<typeof newsEndpointSchemas.getNewsResource>()({
    hosts: ['content'],
    method: 'POST',
    path: '/api/News/GetNewsResource',
    auth: { kind: 'anonymous' },
    binary: true,
  }),
  /** The same resource by GET, so that an `<img src>` in an article can load it. */
  getNewsResourceImage: describeEndpoint<typeof newsEndpointSchemas.getNewsResourceImage>()({
    hosts: ['content'],
    method: 'GET',
    path: '/api/News/GetNewsResource',
    auth: { kind: 'anonymous' },
    binary: true,
  }),
};

/** The path, inside the content host, that article HTML uses for one stored image. */
export const newsResourcePath = (id: number) => `/api/News/GetNewsResource?id=${id}`;
