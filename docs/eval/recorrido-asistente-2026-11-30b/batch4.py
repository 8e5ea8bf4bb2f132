import sys,json
from q import q
P=[
("ingeniería industrial con excel avanzado",["ingeneria industrial kon exel abanzado","injenieria industrial con excell avanzado","ing. industrial c/ excel avanzado"]),
("administración de Arequipa",["administrasion de arekipa","adm. de aqp","administracion de Arequipa"]),
("que hablen quechua",["ke ablen kechua","q hablen quechwa"]),
("de la UNSA que sepan AutoCAD",["de la unsa ke sepan autocad","de la san agustin q sepan auto cad"]),
("que no sean de Arequipa",["ke no sean de arekipa","q no sean de aqp"]),
("con Power BI",["con powerbi","con power vi"]),
("de noveno ciclo",["de 9no ciclo","de noveno siclo","de IX ciclo"]),
("sin inglés",["sin ingles","sin inlges"]),
("con experiencia en almacén",["con esperiencia en almacen","con experiensia en almasen"]),
("de la Universidad Católica San Pablo",["de la catolica san pablo","de la ucsp","de la San Pablo"]),
]
for clean,vars in P[int(sys.argv[1]) if len(sys.argv)>1 else 0:]:
    o=q(clean,show=False,log='answers_b4.jsonl'); base=[r[1] for r in o['rows']]; bs=[r[3] for r in o['rows']]
    print(f"CLEAN {clean!r} -> {o.get('texto')!r} tot={o.get('total')} {base} {bs}")
    for v in vars:
        w=q(v,show=False,log='answers_b4.jsonl'); ids=[r[1] for r in w['rows']]; sc=[r[3] for r in w['rows']]
        same = set(ids)==set(base) and w.get('total')==o.get('total')
        print(f"   {'same' if same else 'DIFF'} {v!r} -> {w.get('texto')!r} tot={w.get('total')} {ids} {sc} {(w.get('message') or '')[:60]!r}")
