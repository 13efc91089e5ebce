import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AppConfig, loadConfig } from '../config/app-config';
import type { MapConfigResponseDto } from '../config/dto/map-config-response.dto';
import { MapConfigController } from './map-config.controller';

/** The controller's answer as a client reads it (plain JSON: no Accept-Encoding). */
async function answer(config: AppConfig): Promise<MapConfigResponseDto> {
  const sut = new MapConfigController(config);
  await sut.onModuleInit();
  let sent: Buffer = Buffer.alloc(0);
  const headers = new Map<string, unknown>();
  const res = {
    writeHead: (status: number, h: string[]) => {
      res.statusCode = status;
      for (let i = 0; i < h.length; i += 2) headers.set(h[i].toLowerCase(), h[i + 1]);
    },
    end: (b?: Buffer) => (sent = b ?? sent),
    statusCode: 0,
  };
  sut.get({ method: 'GET', headers: {} } as IncomingMessage, res as unknown as ServerResponse);
  expect(res.statusCode).toBe(200);
  expect(headers.get('cache-control')).toBe('public, max-age=300');
  return JSON.parse(sent.toString('utf8')) as MapConfigResponseDto;
}

describe('MapConfigController', () => {
  it('serves OpenStreetMap and the geoportal orthophoto with address labels by default', async () => {
    expect(await answer(loadConfig({}))).toEqual({
      road: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', wmsLayers: null, attribution: expect.stringContaining('OpenStreetMap') },
      hybrid: {
        url: 'https://mapy.geoportal.gov.pl/wss/service/PZGIK/ORTO/WMS/StandardResolution',
        wmsLayers: 'Raster',
        attribution: expect.stringContaining('Geoportal'),
      },
      hybridLabels: {
        url: 'https://mapy.geoportal.gov.pl/wss/ext/KrajowaIntegracjaNumeracjiAdresowej',
        wmsLayers: 'prg-ulice,prg-place,prg-adresy',
        attribution: expect.stringContaining('Geoportal'),
      },
    });
  });

  it('follows the MAP_* variables, and MAP_HYBRID_LABELS_URL=none drops the overlay', async () => {
    const got = await answer(
      loadConfig({
        MAP_ROAD_TILES_URL: 'https://tiles.example.pl/{z}/{x}/{y}.png',
        MAP_ROAD_ATTRIBUTION: 'Nasze kafelki',
        MAP_HYBRID_TILES_URL: 'https://orto.example.pl/{z}/{x}/{y}.jpg',
        MAP_HYBRID_LABELS_URL: 'none',
      }),
    );
    expect(got.road).toEqual({ url: 'https://tiles.example.pl/{z}/{x}/{y}.png', wmsLayers: null, attribution: 'Nasze kafelki' });
    expect(got.hybrid.url).toBe('https://orto.example.pl/{z}/{x}/{y}.jpg');
    expect(got.hybridLabels).toBeNull();
  });
});

describe('map layer configuration', () => {
  it('refuses a WMS address without layer names', () => {
    expect(() => loadConfig({ MAP_ROAD_TILES_URL: 'https://wms.example.pl/service' })).toThrow(/MAP_ROAD_WMS_LAYERS: required/);
    expect(loadConfig({ MAP_ROAD_TILES_URL: 'https://wms.example.pl/service', MAP_ROAD_WMS_LAYERS: 'roads' }).map.road.wmsLayers).toBe('roads');
  });
});
