-- The assistant's places became alternatives ("Surco o Arequipa": either). Criteria stored before meant "a district
-- and a region both hold" when both were asked: rewritten as each district qualified by each region, which is the
-- same condition ((d1 or d2) and (r1 or r2) = any pair), so a stored query reads as it was ranked
-- (docs/assistant-ranking.md). Its stored results and sentence are left as they are.
UPDATE "asistente_consulta" SET "consulta" = jsonb_set(
  jsonb_set(
    "consulta",
    '{distritos}',
    (
      SELECT jsonb_agg(jsonb_build_object('nombre', d.valor, 'id_region', r.valor::int) ORDER BY d.orden, r.orden)
      FROM jsonb_array_elements_text("consulta" -> 'distritos') WITH ORDINALITY AS d(valor, orden)
      CROSS JOIN jsonb_array_elements_text("consulta" -> 'regiones') WITH ORDINALITY AS r(valor, orden)
    )
  ),
  '{regiones}',
  '[]'::jsonb
)
WHERE jsonb_typeof("consulta" -> 'regiones') = 'array' AND jsonb_array_length("consulta" -> 'regiones') > 0
  AND jsonb_typeof("consulta" -> 'distritos') = 'array' AND jsonb_array_length("consulta" -> 'distritos') > 0;
