<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="italy" tilewidth="56" tileheight="64" tilecount="11" columns="6">
 <image source="italy.png" width="336" height="128"/>
  <tile id="0"><properties><property name="terrain" value="light"/></properties></tile>
  <tile id="1"><properties><property name="terrain" value="dark"/></properties></tile>
  <tile id="2"><properties><property name="terrain" value="grey"/></properties></tile>
  <tile id="3"><properties><property name="terrain" value="lake"/></properties></tile>
  <tile id="4"><properties><property name="terrain" value="marina"/></properties></tile>
  <tile id="5"><properties><property name="part" value="half"/></properties></tile>
  <tile id="6"><properties><property name="cost" value="1"/></properties></tile>
  <tile id="7"><properties><property name="cost" value="2"/></properties></tile>
  <tile id="8"><properties><property name="cost" value="3"/></properties></tile>
  <tile id="9"><properties><property name="cost" value="4"/></properties></tile>
  <tile id="10"><properties><property name="cost" value="5"/></properties></tile>
</tileset>
