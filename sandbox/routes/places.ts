// Place search simulation (member spec §7): autocomplete, details, reverse geocoding, local operator by
// coordinates. Public (no bearer token, member spec §6).
import { Hono } from 'hono';
import { notFound } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import { validated, validBody } from '../http/validated';
import { autocomplete, nearestOperator, placeById, placesByDistance } from '../places/gazetteer';

export const placesRoutes = new Hono<SandboxEnv>()
  .get('/google_places', validated('autocompletePlaces'), async (c) => {
    const places = await autocomplete(c.get('db'), c.req.query('input') ?? '');
    return c.json({
      results: places.map(({ place_id, formatted_address, name }) => ({ place_id, formatted_address, name })),
    });
  })
  .get('/googleplacesdetails/:id', validated('getPlaceDetails'), async (c) => {
    const place = await placeById(c.get('db'), c.req.param('id'));
    if (!place) throw notFound('The place');
    return c.json(place);
  })
  .get('/geocoding', validated('reverseGeocode'), async (c) => {
    const [lat, lng] = (c.req.query('latlng') ?? '').split(',').map(Number) as [number, number];
    return c.json({ results: (await placesByDistance(c.get('db'), { lat, lng })).slice(0, 5) });
  })
  .post('/utility/latlongaor', validated('lookupLocalOperator'), async (c) => {
    const { lat, lon } = validBody<{ lat: number; lon: number }>(c);
    const aor = await nearestOperator(c.get('db'), { lat, lng: lon });
    if (!aor) throw notFound('A local operator');
    return c.json(aor);
  });
