#!/usr/bin/env python3
"""Compares two builds' machine code function by function (objdump -d -C):
addresses, RIP-relative displacements and jump targets masked, and the
sinks renamed by issue 41 given their new names, so a function whose
instructions are the same in both builds compares equal.
Usage: compare_functions.py OLD_BINARY NEW_BINARY [NAME-FRAGMENT]
(with a fragment: the unified diff of the first differing function that
contains it)."""
import re,subprocess,sys
def funcs(path):
    out=subprocess.run(['objdump','-d','--no-show-raw-insn','-C',path],capture_output=True,text=True).stdout
    f={};cur=None
    for line in out.split('\n'):
        m=re.match(r'^[0-9a-f]+ <(.*)>:$',line)
        if m:
            cur=m.group(1)
            for a,b in [('GeneratingSink','MoveListSink'),('CountingSink','MoveCountSink'),('generator::ListSink','MoveListSink'),('generator::CountSink','MoveCountSink')]:
                cur=cur.replace(a,b)
            f[cur]=[];continue
        if cur is None or not line.strip(): continue
        ins=re.sub(r'^\s*[0-9a-f]+:\s*','',line)
        ins=re.sub(r'<[^>]*>','',ins); ins=re.sub(r'#.*','',ins)
        ins=re.sub(r'0x[0-9a-f]+\(%rip\)','REL',ins)
        ins=re.sub(r'\b(call|jmp|j[a-z]+)\s+[0-9a-f]+',r'\1 ADDR',ins)
        for x,y in [('GeneratingSink','MoveListSink'),('CountingSink','MoveCountSink'),('generator::ListSink','MoveListSink'),('generator::CountSink','MoveCountSink')]: ins=ins.replace(x,y)
        ins=re.sub(r'(call|jmp|j[a-z]+)\s+ADDR.*',r'\1 ADDR',ins)
        f[cur].append(ins.strip())
    return f
a=funcs(sys.argv[1]); b=funcs(sys.argv[2])
# PLT stubs differ by their slot whenever the set of imported functions changes.
diff=[n for n in a if n in b and a[n]!=b[n] and not n.endswith('@plt')]
only=[n for n in a if n not in b]+[n for n in b if n not in a]
print(len(a),len(b),'differing:',len(diff),'unmatched:',len(only))
for n in diff[:200]: print('DIFF',n[:150])
for n in only[:20]: print('ONLY',n[:150])
import difflib
if len(sys.argv)>3:
    n=[x for x in diff if sys.argv[3] in x][0]
    for l in list(difflib.unified_diff(a[n],b[n],lineterm=''))[:40]: print(l)
