import json,sys,urllib.request,os
BASE='http://localhost:3901/api/'
def tok(role='rec'):
    return open(f'/tmp/walk-w33/tok_{role}').read().strip()
def call(method,path,body=None,role='rec'):
    req=urllib.request.Request(BASE+path,method=method,data=json.dumps(body).encode() if body is not None else None,headers={'content-type':'application/json','Authorization':'Bearer '+tok(role)})
    try:
        with urllib.request.urlopen(req) as r: return r.status,json.loads(r.read())
    except urllib.error.HTTPError as e:
        t=e.read()
        try: return e.code,json.loads(t)
        except: return e.code,t.decode()[:300]
import time
def q(prompt,oferta=4,role='rec',log='answers.jsonl',show=True):
    for _ in range(6):
        st,d=call('POST','llm/query',{'id_oferta':oferta,'prompt':prompt},role)
        if st!=429: break
        time.sleep(20)
    time.sleep(3.1)
    rows=[]
    if isinstance(d,dict):
        o=d.get('optional') or {}
        for a in d.get('data') or []:
            rows.append((a.get('puesto'),a.get('id'),a.get('nombres','')+' '+a.get('apellidos',''),a.get('puntaje'),a.get('revisado')))
        out={'prompt':prompt,'oferta':oferta,'role':role,'status':st,'message':d.get('message'),'texto':o.get('consulta_texto'),'total':o.get('total_postulants'),'pages':o.get('total_pages'),'nada':o.get('nada_entendido'),'consulta':o.get('consulta'),'rows':rows,'raw':d}
    else:
        out={'prompt':prompt,'status':st,'raw':d}
    open('/tmp/walk-w33/'+log,'a').write(json.dumps(out,ensure_ascii=False)+'\n')
    if show:
        print(f"### {prompt!r} [{st}] msg={out.get('message')!r}\n  -> {out.get('texto')!r} total={out.get('total')} nada={out.get('nada')}")
        for r in rows: print('   ',r)
    return out
if __name__=='__main__':
    for line in sys.stdin:
        line=line.strip()
        if line: q(line)
